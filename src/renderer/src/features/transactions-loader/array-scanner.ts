import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
  isJsonSpace,
} from './json-codes.ts';
/** The answer is not JSON, or not an object with the array asked for. */
export class MalformedAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedAnswer';
  }
}

/**
 * Finds one array member of a JSON object as its text arrives, and hands out its elements as
 * they are complete; what the scanner reads between them is only where each ends (strings,
 * escapes and nesting), so that `JSON.parse` of a whole batch does the parsing.
 */
export interface ArrayScanner {
  /**
   * Reads the next piece of the text. Returns the array's elements it completed as the JSON
   * text of an array (`[…]`), or null when it completed none.
   */
  push(text: string): string | null;
  /** The text has ended: throws unless it was one JSON object holding the array, whole. */
  end(): void;
}

/**
 * Skips the rest of a string from `from` (most of an answer's text): the index of its closing
 * quote, or the text's last index when it goes on in the next piece (`escaped` then tells
 * whether that piece starts escaped).
 */
function stringEnd(text: string, from: number, state: { inString: boolean; escaped: boolean }) {
  let i = from;
  if (state.escaped) {
    state.escaped = false;
    i += 1;
  }
  for (;;) {
    const quote = text.indexOf('"', i);
    const end = quote < 0 ? text.length : quote;
    // The backslashes just before the quote (or the end): an odd run escapes it.
    let run = 0;
    while (end - run - 1 >= i && text.charCodeAt(end - run - 1) === BACKSLASH) run += 1;
    if (quote < 0) {
      state.escaped = run % 2 === 1;
      return text.length - 1;
    }
    if (run % 2 === 0) {
      state.inString = false;
      return quote;
    }
    i = quote + 1;
  }
}

/** The scan of the object around the array: until its `[`, and after its `]`. */
interface Around {
  depth: number;
  inString: boolean;
  escaped: boolean;
  /** In the root object, the next string is a member's name. */
  expectName: boolean;
  /** The raw text of the name being read, or of the last one read. */
  name: string;
  readingName: boolean;
  /** The name of the member whose value comes next. */
  valueOf: string | null;
}

/** The scan inside the array. */
interface Inside {
  /** Nesting within the current element (0: between elements). */
  depth: number;
  inString: boolean;
  escaped: boolean;
  /** Something of the current element has been read. */
  open: boolean;
  /** A comma has been read: an element must follow. */
  afterComma: boolean;
}

/** A scanner of the array that is the value of the root object's member `name` ("data"). */
export function createArrayScanner(name: string): ArrayScanner {
  let phase: 'before' | 'inside' | 'after' = 'before';
  // The text outside the array, with `[]` where it was: parsed at the end as a whole.
  let outside = '';
  // Read so far, for the messages.
  let offset = 0;
  // Elements begun but not complete: the text after the last separator.
  let pending = '';
  const around: Around = {
    depth: 0,
    inString: false,
    escaped: false,
    expectName: false,
    name: '',
    readingName: false,
    valueOf: null,
  };
  const inside: Inside = {
    depth: 0,
    inString: false,
    escaped: false,
    open: false,
    afterComma: false,
  };

  const fail = (at: number, what: string): never => {
    throw new MalformedAnswer(`The answer is not JSON: ${what} at character ${offset + at}`);
  };

  /** Scans the text around the array from `from`; the index of the array's `[`, else -1. */
  function scanBefore(text: string, from: number): number {
    const s = around;
    for (let i = from; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (s.inString) {
        if (s.readingName) s.name += text[i];
        if (s.escaped) s.escaped = false;
        else if (code === BACKSLASH) s.escaped = true;
        else if (code === QUOTE) {
          s.inString = false;
          s.readingName = false;
        }
        continue;
      }
      if (code === QUOTE) {
        s.inString = true;
        if (s.depth === 1 && s.expectName) {
          s.readingName = true;
          s.name = '"';
          s.expectName = false;
        }
      } else if (code === COLON && s.depth === 1) {
        s.valueOf = s.name;
      } else if (code === COMMA && s.depth === 1) {
        s.expectName = true;
        s.valueOf = null;
      } else if (code === OPEN_BRACKET) {
        if (s.depth === 1 && s.valueOf !== null && nameIs(s.valueOf)) return i;
        s.depth += 1;
      } else if (code === OPEN_BRACE) {
        s.depth += 1;
        if (s.depth === 1) s.expectName = true;
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        s.depth -= 1;
      }
    }
    return -1;
  }

  const nameIs = (raw: string): boolean => {
    try {
      return JSON.parse(raw) === name;
    } catch {
      return false;
    }
  };

  /**
   * Scans the array's elements from `from`. Returns where the last element completed here
   * ends (its separator's index, else -1) and the `]`'s index (else -1).
   */
  function scanInside(text: string, from: number): { lastEnd: number; close: number } {
    const s = inside;
    let lastEnd = -1;
    for (let i = from; i < text.length; i++) {
      if (s.inString) {
        i = stringEnd(text, i, s);
        continue;
      }
      const code = text.charCodeAt(i);
      if (code === QUOTE) {
        s.inString = true;
        s.open = true;
      } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        s.depth += 1;
        s.open = true;
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        if (s.depth > 0) s.depth -= 1;
        else if (code === CLOSE_BRACE) fail(i, "'}' closing the array");
        else {
          if (!s.open && s.afterComma) fail(i, "']' after a comma");
          return { lastEnd: s.open ? i : lastEnd, close: i };
        }
      } else if (code === COMMA && s.depth === 0) {
        if (!s.open) fail(i, 'an empty element');
        lastEnd = i;
        s.open = false;
        s.afterComma = true;
      } else if (!isJsonSpace(code)) {
        s.open = true;
      }
    }
    return { lastEnd, close: -1 };
  }

  return {
    push(text) {
      let start = 0;
      if (phase === 'before') {
        const open = scanBefore(text, 0);
        if (open < 0) {
          outside += text;
          offset += text.length;
          return null;
        }
        outside += text.slice(0, open + 1);
        phase = 'inside';
        start = open + 1;
      }
      if (phase === 'after') {
        outside += text;
        offset += text.length;
        return null;
      }
      const { lastEnd, close } = scanInside(text, start);
      let batch: string | null = null;
      if (lastEnd >= 0) {
        batch = `[${pending}${text.slice(start, lastEnd)}]`;
        pending = text.slice(lastEnd + 1, close >= 0 ? close : text.length);
      } else {
        pending += text.slice(start, close >= 0 ? close : text.length);
      }
      if (close >= 0) {
        phase = 'after';
        outside += text.slice(close);
        pending = '';
      }
      offset += text.length;
      return batch;
    },
    end() {
      if (phase === 'inside') throw new MalformedAnswer('The answer ended inside its data array');
      try {
        JSON.parse(outside);
      } catch (error) {
        throw new MalformedAnswer(`The answer is not JSON: ${String(error)}`);
      }
      if (phase === 'before') throw new MalformedAnswer(`The answer has no ${name} array`);
    },
  };
}
