// The message under a field, written as the build-time form writes it (src/forms/templates.tsx): a
// paragraph after the control, named by the control's aria-describedby, the control marked invalid.

/** The control of a field (or, for a group of checkboxes, its fieldset), by the ids the form was rendered with. */
function fieldTarget(form: HTMLFormElement, field: string): HTMLElement | null {
  const rootId = form.querySelector('fieldset[id]')?.id;
  const control = rootId ? document.getElementById(`${rootId}_${field}`) : null;
  if (!control || !form.contains(control)) return null;
  return control.matches('input, select, textarea') ? control : control.closest<HTMLElement>('.field');
}

/** Shows `message` under the field, or clears it when there is none. */
export function setFieldError(form: HTMLFormElement, field: string, message: string | undefined): void {
  const target = fieldTarget(form, field);
  if (!target) return;
  const id = `${target.id || `${form.querySelector('fieldset[id]')!.id}_${field}`}__error`;
  const box = target.closest('.field') ?? target.parentElement!;
  let paragraph = document.getElementById(id);
  if (!message) {
    paragraph?.remove();
    target.removeAttribute('aria-invalid');
    // Only what this code added is taken away: some controls name their error slot from the start.
    if (target.hasAttribute('data-error-described')) {
      target.removeAttribute('aria-describedby');
      target.removeAttribute('data-error-described');
    }
    return;
  }
  if (!paragraph) {
    paragraph = document.createElement('p');
    paragraph.id = id;
    paragraph.className = 'field-error';
    box.appendChild(paragraph);
  }
  paragraph.textContent = message;
  if (target.matches('input, select, textarea')) target.setAttribute('aria-invalid', 'true');
  if (!target.hasAttribute('aria-describedby')) {
    target.setAttribute('aria-describedby', id);
    target.setAttribute('data-error-described', '');
  }
}
