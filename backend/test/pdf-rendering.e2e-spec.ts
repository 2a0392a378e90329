import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { LIMITS } from '../src/modules/resume/domain/document.js';
import {
  csrfAgent,
  registerAndLogin,
  requestsAs,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

/**
 * Issue 24, item 2: "one request freezes the whole server". A resume's PDF was made on the event
 * loop, and an over-long word was broken by measuring every prefix: one 4,000-character word held
 * every request for 31 s, through the public share link. These tests hold that PDFs are made off
 * the event loop, from documents whose size is capped, whatever text they hold. (Speed goals live
 * in scripts/bench/pdf.mjs and docs/benchmarks.md: these tests do not depend on the host's speed.)
 */

/** An unbroken run of `n` letters (no space: a word the line breaking must cut by characters). */
const unbroken = (n: number, seed = 0) =>
  Array.from({ length: n }, (_, i) => String.fromCharCode(97 + ((i * 7 + seed) % 26))).join('');

type Doc = {
  version: 1;
  basics: Record<string, unknown>;
  sections: Array<{
    id: string;
    kind: string;
    title: string;
    hidden: boolean;
    entries: Array<{ id: string; hidden: boolean; data: Record<string, unknown> }>;
  }>;
  meta: object;
  extra: object;
};
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * The largest document the API accepts, every text an unbroken word at its field's cap: custom
 * sections of entries with a title, a summary and highlights, the last highlight cut so that the
 * whole is `LIMITS.document` bytes exactly.
 */
function largestDocument(): Doc {
  const doc: Doc = {
    version: 1,
    basics: { name: unbroken(LIMITS.text), label: unbroken(LIMITS.text, 1), summary: unbroken(LIMITS.long, 2) },
    sections: [],
    meta: {},
    extra: {},
  };
  let size = bytes(doc);
  let n = 0;
  for (let s = 0; s < LIMITS.sections; s += 1) {
    const section: Doc['sections'][number] = {
      id: `s${s}`,
      kind: 'custom',
      title: unbroken(LIMITS.sectionTitle, s),
      hidden: false,
      entries: [],
    };
    doc.sections.push(section);
    for (let e = 0; e < LIMITS.entries && n < LIMITS.entriesTotal; e += 1, n += 1) {
      const highlights: string[] = [];
      section.entries.push({
        id: `e${n}`,
        hidden: false,
        data: { title: unbroken(LIMITS.text, n), summary: unbroken(LIMITS.long, n + 1), highlights },
      });
      size = bytes(doc);
      for (let k = 0; k < LIMITS.listItems; k += 1) {
        highlights.push(unbroken(LIMITS.listItem, k));
        const grown = size + LIMITS.listItem + (k ? 3 : 2);
        if (grown >= LIMITS.document) {
          highlights[k] = unbroken(LIMITS.listItem - (grown - LIMITS.document), k);
          if (bytes(doc) !== LIMITS.document) throw new Error(`the largest document came out at ${bytes(doc)} bytes`);
          return doc;
        }
        size = grown;
      }
    }
  }
  throw new Error('the caps let a document grow without bound');
}

describe('PDFs never hold the server (issue 24, item 2)', () => {
  let t: TestApp;
  let orm: MikroORM;
  let base: string;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  let maya: SignedIn;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const settings = { title: 'Largest', template: 'classic', paper: 'A4', language: 'en' };
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    // The app listens on a port of its own (startTestApp), so that requests can run side by side (fetch).
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    csrf = await csrfAgent(t.http);
    maya = await registerAndLogin(t.http);
  });
  afterAll(() => t.close());

  it('renders the largest accepted resume of unbroken words through the public link, while /api/health keeps answering', async () => {
    const document = largestDocument();
    const created = (
      await as(maya)
        .post('/api/resumes')
        .send({ ...settings, document })
        .expect(201)
    ).body;
    const share = (await as(maya).put(`/api/resumes/${created.id}/share`).send({ enabled: true }).expect(200)).body;

    // Health checks one after another for as long as the PDF is being made. With the PDF made on
    // the event loop, the first check sent once it has started waits until the PDF is sent:
    // at most a check or two (those before the render began) could come back first.
    let pdfDone = false;
    const pdf = fetch(`${base}/api/resumes/shared/${share.token}/pdf`).then(async (res) => {
      const body = Buffer.from(await res.arrayBuffer());
      pdfDone = true;
      return { status: res.status, type: res.headers.get('content-type'), body };
    });
    let answeredDuringRender = 0;
    while (!pdfDone) {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      if (!pdfDone) answeredDuringRender += 1;
    }
    const res = await pdf;
    expect({ status: res.status, type: res.type, start: res.body.subarray(0, 5).toString() }).toEqual({
      status: 200,
      type: 'application/pdf',
      start: '%PDF-',
    });
    expect((res.body.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(20);
    expect(answeredDuringRender).toBeGreaterThanOrEqual(5);
  });

  it('refuses a document over a cap with RESUME_TOO_LARGE (400, the cap in details), and nothing stored changes', async () => {
    const document = largestDocument();
    const created = (
      await as(maya)
        .post('/api/resumes')
        .send({ ...settings, document })
        .expect(201)
    ).body;
    const before = (await as(maya).get(`/api/resumes/${created.id}`).expect(200)).body;

    const overTheCap = structuredClone(document);
    (overTheCap.sections.at(-1)!.entries.at(-1)!.data.highlights as string[]).push('x');
    const manyEntries = {
      ...structuredClone(document),
      sections: Array.from({ length: 6 }, (_, s) => ({
        id: `m${s}`,
        kind: 'custom',
        title: '',
        hidden: false,
        entries: Array.from({ length: 51 }, (_, e) => ({ id: `m${s}-${e}`, hidden: true, data: { title: 'x' } })),
      })),
    };
    const cases: Array<[request.Test, number, string, string]> = [
      [
        as(maya)
          .put(`/api/resumes/${created.id}`)
          .send({ ...settings, revision: 1, document: overTheCap }),
        400,
        'RESUME_TOO_LARGE',
        'document',
      ],
      [
        as(maya)
          .put(`/api/resumes/${created.id}`)
          .send({ ...settings, revision: 1, document: manyEntries }),
        400,
        'RESUME_TOO_LARGE',
        'document.sections',
      ],
      [
        as(maya)
          .post('/api/resumes')
          .send({ ...settings, document: overTheCap }),
        400,
        'RESUME_TOO_LARGE',
        'document',
      ],
      [
        as(maya)
          .post(`/api/resumes/${created.id}/import`)
          .send({ revision: 1, jsonResume: { basics: { name: 'Big' }, x_padding: unbroken(LIMITS.document) } }),
        400,
        'RESUME_TOO_LARGE',
        'resume',
      ],
      [
        as(maya)
          .post(`/api/resumes/${created.id}/import`)
          .send({
            revision: 1,
            jsonResume: {
              basics: { name: 'Many' },
              work: Array.from({ length: 60 }, () => ({})),
              education: Array.from({ length: 60 }, () => ({})),
              skills: Array.from({ length: 60 }, () => ({})),
              projects: Array.from({ length: 60 }, () => ({})),
              awards: Array.from({ length: 60 }, () => ({})),
              languages: [{}],
            },
          }),
        400,
        'RESUME_TOO_LARGE',
        'document.sections',
      ],
    ];
    for (const [req, status, code, path] of cases) {
      const res = await req;
      expect({ status: res.status, code: res.body.code, path: res.body.details?.path }).toEqual({ status, code, path });
    }
    expect((await as(maya).get(`/api/resumes/${created.id}`).expect(200)).body).toEqual(before);

    // A document stored before the caps (more entries than they allow) stays whole: read, exported, printed.
    await sql(`update resumes set document = ?::jsonb where id = ?`, [JSON.stringify(manyEntries), created.id]);
    const stored = (await as(maya).get(`/api/resumes/${created.id}`).expect(200)).body;
    expect(stored.document.sections.reduce((n: number, s: { entries: unknown[] }) => n + s.entries.length, 0)).toBe(
      306,
    );
    await as(maya).get(`/api/resumes/${created.id}/json-resume`).expect(200);
    expect((await as(maya).get(`/api/resumes/${created.id}/pdf`).expect(200)).headers['content-type']).toBe(
      'application/pdf',
    );
  });

  it('makes a PDF of hostile text or refuses it with a 4xx, never a 500', async () => {
    const created = (
      await as(maya)
        .post('/api/resumes')
        .send({ ...settings, start: 'example' })
        .expect(201)
    ).body;
    let revision = created.revision as number;
    const withText = (summary: unknown, highlight: unknown = 'ok', extra: Record<string, unknown> = {}) => ({
      ...created.document,
      basics: { ...created.document.basics, summary },
      sections: [
        ...created.document.sections,
        {
          id: 'hostile',
          kind: 'custom',
          title: 'Hostile',
          hidden: false,
          entries: [{ id: 'h1', hidden: false, data: { title: 'Hostile entry', highlights: [highlight], ...extra } }],
        },
      ],
    });
    const cases: Array<[string, unknown, unknown, Record<string, unknown>?]> = [
      ['10,000-character unbroken summary', unbroken(10_000), 'ok'],
      [
        '4,000-character unbroken summary, 1,000-character unbroken highlight',
        unbroken(LIMITS.long),
        unbroken(LIMITS.listItem),
      ],
      [
        '10,000-character unbroken string in a field JSON Resume does not define',
        'ok',
        'ok',
        { x_note: unbroken(10_000) },
      ],
      ['a lone surrogate', 'before \ud800 after', 'ok'],
      ['a lone low surrogate', 'ok', '\udc00'],
      ['a NUL byte', 'before\u0000after', 'ok'],
      [
        'right-to-left text with overrides, isolates and marks',
        'مرحبا \u202eبالعالم\u202c שלום \u2067עולם\u2069 abc\u200f',
        `${'مرحبا'.repeat(190)}`,
      ],
      ['an unbroken right-to-left word mixed with digits and Latin', `${'سلام123abcשלום'.repeat(280)}`, 'ok'],
      ['combining marks and zero-width characters', `a${'\u0301\u200b\u200d'.repeat(1300)}`, `${'\u200b'.repeat(999)}`],
      ['emoji with skin tones and joiners', `${'👩🏽‍💻'.repeat(500)}`, `${'🏳️‍🌈'.repeat(100)}`],
      ['control characters', `bell\u0007 tab\t form\u000c vertical\u000b escape\u001b`, 'ok'],
    ];
    for (const [name, summary, highlight, extra] of cases) {
      const save = await as(maya)
        .put(`/api/resumes/${created.id}`)
        .send({ ...settings, revision, document: withText(summary, highlight, extra) });
      expect({ name, status: save.status < 500 }).toEqual({ name, status: true });
      if (save.status !== 200) {
        expect({ name, status: save.status, code: typeof save.body.code }).toEqual({
          name,
          status: 400,
          code: 'string',
        });
        continue;
      }
      revision = save.body.revision;
      const pdf = await as(maya).get(`/api/resumes/${created.id}/pdf`);
      expect({ name, status: pdf.status, type: pdf.headers['content-type'] }).toEqual({
        name,
        status: 200,
        type: 'application/pdf',
      });
    }
  });
});
