// Above the preview, while the page has a headline test: which version the preview shows ("Original",
// then each version by name; see useVersionPreview), a word when the version shown still has the page's
// own words, and "End the test" keeping the version shown (one change, one Undo step).
import { controlName } from '../../../core/experiment.ts';

interface Props {
  versions: readonly string[];
  version: string;
  onShow: (version: string) => void;
  /** The version shown still has the original's words in every text it changes. */
  unchanged: boolean;
  onEnd: (keep: string) => void;
}

export const versionWords = (version: string) => (version === controlName ? 'the original' : `version ${version}`);

export function VersionBar({ versions, version, onShow, unchanged, onEnd }: Props) {
  if (!versions.length) return null;
  return (
    <div className="studio-versions">
      <fieldset>
        <legend>Headline test: the preview shows</legend>
        {[controlName, ...versions].map((name) => (
          <label key={name}>
            <input type="radio" name="studio-version" value={name} checked={version === name} onChange={() => onShow(name)} />
            {name === controlName ? 'Original' : name}
          </label>
        ))}
      </fieldset>
      {unchanged && (
        <p className="studio-description" role="note">
          Version {version} still has the original’s words: click its headline here to write the words to try, or write them under Headline
          test in the form.
        </p>
      )}
      <button type="button" onClick={() => onEnd(version)}>
        End the test, keep {versionWords(version)}
      </button>
    </div>
  );
}
