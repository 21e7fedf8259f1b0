import { normalise } from './search.js';

/**
 * normalise() remembered from one snapshot build to the next: a catalogue refresh meets the same names and
 * descriptions again, and normalising 10,000 descriptions (Unicode decomposition and three regular expressions
 * each) was a large part of a rebuild. Only the texts met by the latest build are kept, so texts of deleted or
 * edited products do not pile up.
 */
export class NormaliseMemo {
  private previous = new Map<string, string>();
  private current = new Map<string, string>();

  /** Starts a build: texts not met again during it are forgotten when the next one starts. */
  nextBuild(): void {
    this.previous = this.current;
    this.current = new Map();
  }

  normalise = (text: string): string => {
    let result = this.current.get(text);
    if (result === undefined) {
      result = this.previous.get(text) ?? normalise(text);
      this.current.set(text, result);
    }
    return result;
  };
}
