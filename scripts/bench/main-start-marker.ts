/** Starts the probe's result line on stdout (main's own log lines go there too). No imports. */
export const PROBE_MARKER = 'main-start-probe: ';
