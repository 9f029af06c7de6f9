// The photo field of a hero, a card or a testimonial: the picture as it is now, a place to drop a photo
// or a button to choose one (the studio's server checks it, makes it web-sized and stores it in the photos
// folder), the words that describe it, and its focal point, set by a click on the picture or with the
// arrow keys. Removing the photo takes it off the page (its file stays for other pages).
import { getDefaultRegistry } from '@rjsf/core';
import { errorId, toFieldPathId, type FieldProps } from '@rjsf/utils';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { Photo } from '../../../generated/page.ts';
import { useBackend, usePhotoUrl } from '../shell/backend-context.tsx';
import type { StudioFormContext } from './form-context.ts';
import { newValueRegistry } from './form-defaults.ts';

const DefaultObjectField = getDefaultRegistry().fields.ObjectField!;

/** The photo types the studio takes, as the file chooser offers them. */
export const acceptedPhotoTypes = 'image/jpeg,image/png,image/webp';

type Focus = { x: number; y: number };
const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const where = ({ x, y }: Focus) => `${x}% across, ${y}% down${x === 50 && y === 50 ? ' (the middle)' : ''}`;

/**
 * Objects marked as photos (see withFieldLabels) get the photo field; every other object the form's own.
 * The page's fields fill the values an editor adds as the form library always did (see form-defaults.ts).
 */
export function StudioObjectField(props: FieldProps) {
  const registry = newValueRegistry(props.registry);
  if ((props.schema as { studioField?: string }).studioField === 'photo') return <PhotoField {...props} registry={registry} />;
  return <DefaultObjectField {...props} registry={registry} />;
}

export function PhotoField(props: FieldProps) {
  const { formData, onChange, fieldPathId, errorSchema, registry, schema, uiSchema, disabled, readonly } = props;
  const context = registry.formContext as StudioFormContext;
  const id = fieldPathId.$id;
  const photo = formData && typeof formData === 'object' ? (formData as Partial<Photo>) : undefined;
  const src = typeof photo?.src === 'string' ? photo.src : '';
  const focus: Focus = { x: photo?.focus?.x ?? 50, y: photo?.focus?.y ?? 50 };
  const title = typeof schema.title === 'string' ? schema.title : 'Photo';
  const chooser = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const backend = useBackend();
  const photoUrl = usePhotoUrl();
  const [dragging, setDragging] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [size, setSize] = useState<{ width: number; height: number }>();
  // The form shows a new photo once it has handed the page on (a low-priority update, frames later): then
  // the description field is there, and focus goes to it.
  const focusDescription = useRef<string | null>(null);
  useEffect(() => {
    if (!focusDescription.current || focusDescription.current !== src) return;
    focusDescription.current = null;
    document.getElementById(`${id}_alt`)?.focus();
  });

  const change = (next: Partial<Photo> | undefined) => onChange(next as never, fieldPathId.path);
  const srcErrors = (errorSchema?.src?.__errors ?? []).filter(Boolean);
  const srcErrorId = errorId(toFieldPathId('src', registry.globalFormOptions, fieldPathId.path));
  const uploadErrorId = `${id}__upload-error`;
  const helpId = `${id}__photo-help`;
  const invalid = srcErrors.length > 0 || Boolean(problem);
  const describedBy = [helpId, problem && uploadErrorId, srcErrors.length && srcErrorId].filter(Boolean).join(' ');

  const add = async (file: File | undefined) => {
    if (!file || busy) return;
    setProblem('');
    setStatus(`Adding ${file.name}…`);
    setBusy(true);
    try {
      const answer = await backend.uploadPhoto(context.pageFile ?? '', file);
      if (!answer.src) {
        setStatus('');
        setProblem(answer.error ?? 'The photo could not be added. Try again.');
        return;
      }
      setSize({ width: answer.width!, height: answer.height! });
      // A new picture needs its own description and focal point: the old ones described another photo.
      change({ src: answer.src, alt: src === answer.src ? (photo?.alt ?? '') : '' });
      setStatus(`Photo added (${answer.width} × ${answer.height} pixels). Now describe what it shows.`);
      focusDescription.current = answer.src;
    } catch {
      setStatus('');
      setProblem('The studio could not be reached, so the photo was not added. Check that the studio is still running, then try again.');
    } finally {
      setBusy(false);
      if (chooser.current) chooser.current.value = '';
    }
  };

  const setFocus = (next: Focus) => change({ ...photo, focus: { x: clamp(next.x), y: clamp(next.y) } });
  const onPictureClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocus({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  };
  const onPictureKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, Focus> = {
      ArrowLeft: { x: focus.x - step, y: focus.y },
      ArrowRight: { x: focus.x + step, y: focus.y },
      ArrowUp: { x: focus.x, y: focus.y - step },
      ArrowDown: { x: focus.x, y: focus.y + step },
      Home: { x: 50, y: 50 },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    setFocus(next);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void add(event.dataTransfer.files[0]);
  };

  const SchemaField = registry.fields.SchemaField!;
  const altSchema = (schema.properties?.alt ?? { type: 'string' }) as FieldProps['schema'];
  const locked = disabled || readonly;

  return (
    <fieldset className="studio-object studio-photo" id={id} aria-busy={busy}>
      <legend id={`${id}__title`}>{title}</legend>
      {src && (
        <div className="studio-photo-current">
          <div
            className="studio-photo-picture"
            role="slider"
            tabIndex={0}
            aria-label={`Focal point of the photo ${src}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={focus.x}
            aria-valuetext={where(focus)}
            aria-describedby={`${id}__focus-help`}
            onClick={locked ? undefined : onPictureClick}
            onKeyDown={locked ? undefined : onPictureKey}
          >
            <img
              src={photoUrl(src)}
              alt=""
              onLoad={(e) => setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
            />
            <span className="studio-photo-marker" style={{ left: `${focus.x}%`, top: `${focus.y}%` }} aria-hidden="true" />
          </div>
          <p className="studio-description" id={`${id}__focus-help`}>
            The focal point stays in view when a layout crops the photo: click the part that matters most, or use the arrow keys (Shift for
            bigger steps, Home for the middle). Now: {where(focus)}.
          </p>
          <p className="studio-photo-file">
            {src}
            {size && ` · ${size.width} × ${size.height} pixels`}
          </p>
        </div>
      )}
      <div
        className={`studio-photo-drop${dragging ? ' is-dragging' : ''}`}
        data-testid="photo-drop"
        onDragEnter={(event) => (event.preventDefault(), setDragging(true))}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={locked ? undefined : onDrop}
      >
        <span aria-hidden="true">{src ? 'Drop another photo here to replace it, or' : 'Drop a photo here, or'}</span>
        <button
          type="button"
          ref={chooseButton}
          className="studio-add"
          disabled={locked || busy}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onClick={() => chooser.current?.click()}
        >
          {busy ? 'Adding the photo…' : src ? 'Choose another photo…' : 'Choose a photo…'}
        </button>
        <input
          ref={chooser}
          type="file"
          accept={acceptedPhotoTypes}
          hidden
          tabIndex={-1}
          aria-label={`${title}: photo file`}
          onChange={(event) => void add(event.target.files?.[0])}
        />
        <p className="studio-description" id={helpId}>
          A JPEG, PNG or WebP photo up to 20 MB. A large photo is made web-sized for you.
        </p>
      </div>
      {problem && (
        <p className="text-danger studio-photo-problem" id={uploadErrorId} role="alert">
          {problem}
        </p>
      )}
      {srcErrors.length > 0 && (
        <ul id={srcErrorId} className="error-detail">
          {srcErrors.map((error, i) => (
            <li key={i} className="text-danger">
              {error}
            </li>
          ))}
        </ul>
      )}
      <p className="studio-photo-status" role="status">
        {/* "Now describe what it shows" is done once it is described. */}
        {status.endsWith('Now describe what it shows.') && photo?.alt ? '' : status}
      </p>
      {photo && (
        <>
          <SchemaField
            name="alt"
            required
            schema={altSchema}
            uiSchema={uiSchema?.alt ?? {}}
            errorSchema={errorSchema?.alt}
            fieldPathId={toFieldPathId('alt', registry.globalFormOptions, fieldPathId.path)}
            formData={photo.alt}
            onChange={onChange}
            onBlur={props.onBlur}
            onFocus={props.onFocus}
            registry={registry}
            disabled={disabled}
            readonly={readonly}
          />
          <button
            type="button"
            className="studio-remove-optional"
            disabled={locked}
            onClick={() => {
              change(undefined);
              setStatus('Photo removed from this section.');
              requestAnimationFrame(() => chooseButton.current?.focus());
            }}
          >
            Remove photo
          </button>
        </>
      )}
    </fieldset>
  );
}
