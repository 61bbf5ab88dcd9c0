/** Writes the files search engines and link previews read. Filled in by the SEO work (issue 4). */
export async function writeSeoFiles(_clientDir: string): Promise<string> {
  return "no SEO files yet";
}
