/**
 * A progress bar on stderr for long command-line work: redrawn in place on a terminal, a line every 10%
 * otherwise (CI logs). `done` of `total`, with a label and the figure that means something to the user.
 */
export function progressBar(label: string) {
  const tty = process.stderr.isTTY;
  let lastTenth = -1;
  return {
    update(done: number, total: number, detail: string) {
      const ratio = total > 0 ? Math.min(1, done / total) : 1;
      if (tty) {
        const width = 30;
        const filled = Math.round(ratio * width);
        process.stderr.write(
          `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.floor(ratio * 100)).padStart(3)}% ${detail}   `,
        );
      } else if (Math.floor(ratio * 10) > lastTenth) {
        lastTenth = Math.floor(ratio * 10);
        process.stderr.write(`${label} ${Math.floor(ratio * 100)}% ${detail}\n`);
      }
    },
    finish(summary: string) {
      process.stderr.write(`${tty ? '\r' : ''}${label}: ${summary}${tty ? ' '.repeat(40) : ''}\n`);
    },
  };
}
