/** The id of the free-audit <dialog>, which buttons that open it name (commandfor). */
export const auditDialogId = 'audit-dialog';
