import { readFileSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";
const file = process.argv[2];
const code = readFileSync(file, "utf8");
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + ".map", "utf8")));
const lines = code.split("\n");
const bytes = {};
let last = null;
map.eachMapping((m) => {}, null);
// attribute each generated char to the nearest preceding mapping's source
const mappings = [];
map.eachMapping((m) => mappings.push(m));
mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i], n = mappings[i + 1];
  let len;
  if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
  else len = (lines[m.generatedLine - 1]?.length ?? 0) - m.generatedColumn;
  const src = (m.source || "?").replace(/.*\/(app|node_modules)\//, "$1/");
  bytes[src] = (bytes[src] || 0) + len;
}
Object.entries(bytes).sort((a, b) => b[1] - a[1]).slice(0, 40).forEach(([s, b]) => console.log(String(b).padStart(7), s));
