import { fields, honeypot, messages, submission, validate } from '../../generated/forms/audit.browser.js';
import { formRules } from './rules.ts';

export const rules = formRules('audit', { validate, fields, messages, honeypot, submission });
