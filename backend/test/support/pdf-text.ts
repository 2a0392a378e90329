import { jest } from '@jest/globals';

/** The text a PDF reader extracts, page by page, line by line (pdf.js, as ATS parsers and screen readers read it). */
export async function pdfText(
  pdf: Buffer,
): Promise<{ lines: string[]; links: string[]; pages: number; fonts: string[] }> {
  // pdf.js warns at load that it cannot draw in Node (no canvas): text and links need none.
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  warn.mockRestore();
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const lines: string[] = [];
  const links: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    let line = '';
    let lastY: number | null = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const y = item.transform[5];
      if (lastY !== null && Math.abs(y - lastY) > 1 && line) {
        lines.push(line.trim());
        line = '';
      }
      line += item.str;
      lastY = y;
    }
    if (line.trim()) lines.push(line.trim());
    for (const a of await page.getAnnotations()) if (a.url) links.push(a.url);
  }
  const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1]);
  return { lines, links, pages: doc.numPages, fonts };
}
