import { fields, honeypot, messages, submission, validate } from '../../generated/forms/webinar.browser.js';
import { formRules } from './rules.ts';

export const rules = formRules('webinar', { validate, fields, messages, honeypot, submission });
