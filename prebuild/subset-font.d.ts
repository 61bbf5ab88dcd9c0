// subset-font (harfbuzz's hb-subset, compiled to WebAssembly) ships no types: what we call of it.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: { targetFormat: "woff2"; noHinting?: boolean },
  ): Promise<Buffer>;
}
