import { hydrateIsland } from '../islands/hydrate.tsx';
import { auditDialogForm } from './AuditDialog.tsx';

export const hydrate = (element: HTMLElement) => hydrateIsland(element, auditDialogForm());
