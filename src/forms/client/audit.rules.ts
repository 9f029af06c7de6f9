import { honeypot, messages, schema, submission } from '../../../schema/forms/audit.form.json';
import validators from '../../generated/forms/audit.validator.js';
import type { FormMessages } from '../form-types.ts';
import { formRules } from './rules.ts';

export const rules = formRules('audit', { schema, messages: messages as FormMessages, honeypot, submission }, validators);
