import { honeypot, messages, schema, submission } from '../../../schema/forms/webinar.form.json';
import validators from '../../generated/forms/webinar.validator.js';
import type { FormMessages } from '../form-types.ts';
import { formRules } from './rules.ts';

export const rules = formRules('webinar', { schema, messages: messages as FormMessages, honeypot, submission }, validators);
