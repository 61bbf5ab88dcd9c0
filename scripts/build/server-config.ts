/** Writes per-page CSP and the header rules for CDN hosts and nginx. Filled in by issue 4. */
export async function writeServerConfig(_clientDir: string, _buildRoot: string): Promise<string> {
  return "no server config yet";
}
