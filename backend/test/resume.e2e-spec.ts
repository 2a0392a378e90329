import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { pdfText } from './support/pdf-text.js';
import {
  csrfAgent,
  eventually,
  registerAndLogin,
  requestsAs,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

/** A JSON Resume v1.0.0 document using every field the schema defines, plus fields it does not (kept as they came). */
const jsonResume = () => ({
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'Lina Haddad',
    label: 'Junior Frontend Developer',
    image: 'https://example.com/lina.jpg',
    email: 'lina@example.com',
    phone: '+33 6 12 34 56 78',
    url: 'https://lina.example.com',
    summary: 'Frontend developer who builds accessible React interfaces.',
    location: {
      address: '12 Rue des Lilas',
      postalCode: '69003',
      city: 'Lyon',
      countryCode: 'FR',
      region: 'Auvergne-Rhône-Alpes',
    },
    profiles: [{ network: 'GitHub', username: 'linah', url: 'https://github.com/linah' }],
    pronouns: 'she/her',
  },
  work: [
    {
      name: 'Atelier Web',
      location: 'Lyon',
      description: 'Agency for cultural institutions',
      position: 'Frontend Developer',
      url: 'https://atelier.example.com',
      startDate: '2025-02',
      endDate: '',
      summary: 'Builds museum booking sites.',
      highlights: ['Cut the booking page bundle by 40%', 'Led the WCAG audit'],
      x_team: { size: 4 },
    },
  ],
  volunteer: [
    {
      organization: 'Code Club Lyon',
      position: 'Mentor',
      url: 'https://codeclub.example.com',
      startDate: '2024',
      endDate: '2025',
      summary: 'Taught HTML to teenagers.',
      highlights: ['Ran 20 workshops'],
    },
  ],
  education: [
    {
      institution: 'Université Lyon 2',
      url: 'https://univ.example.com',
      area: 'Computer Science',
      studyType: 'Licence',
      startDate: '2021-09-01',
      endDate: '2024-06-30',
      score: '14/20',
      courses: ['Web programming', 'Databases'],
    },
  ],
  awards: [
    { title: 'Hackathon winner', date: '2024-05-12', awarder: 'Lyon Tech Week', summary: 'Best accessible app.' },
  ],
  certificates: [
    {
      name: 'Frontend Developer certificate',
      date: '2025-01-10',
      url: 'https://devpath.example/verify-certificate/DP-AAAA-BBBB-CCCC',
      issuer: 'DevPath',
    },
  ],
  publications: [
    {
      name: 'Focus rings that do not annoy designers',
      publisher: 'Smashing blog',
      releaseDate: '2025-03-01',
      url: 'https://blog.example.com/focus',
      summary: 'On visible focus.',
    },
  ],
  skills: [{ name: 'Web', level: 'Intermediate', keywords: ['React', 'TypeScript', 'CSS'] }],
  languages: [
    { language: 'French', fluency: 'Native' },
    { language: 'Arabic', fluency: 'Fluent' },
  ],
  interests: [{ name: 'Climbing', keywords: ['bouldering'] }],
  references: [{ name: 'Claire Martin', reference: 'Lina ships careful work.' }],
  projects: [
    {
      name: 'Tram Times',
      description: 'Live tram arrivals, offline first.',
      highlights: ['2,000 weekly users'],
      keywords: ['PWA', 'React'],
      startDate: '2024-10',
      endDate: '2025-01',
      url: 'https://github.com/linah/tram-times',
      roles: ['Author'],
      entity: 'Personal',
      type: 'application',
    },
  ],
  meta: { canonical: 'https://example.com/lina.json', version: 'v1.0.0', lastModified: '2026-11-01T10:00:00' },
  x_custom_top: ['kept', 1, true, null],
});

describe('resume builder (issue 17)', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  let maya: SignedIn;
  let other: SignedIn;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);
  const settings = (r: { title: string; template: string; paper: string; language: string }) => ({
    title: r.title,
    template: r.template,
    paper: r.paper,
    language: r.language,
  });

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
    [maya, other] = await Promise.all([registerAndLogin(t.http), registerAndLogin(t.http)]);
  });
  afterAll(() => t.close());

  it('makes a resume from the example and prints it as a PDF whose text has the name, every section title and entry, in reading order, with clickable links', async () => {
    const created = (
      await as(maya).post('/api/resumes').send({ start: 'example', title: 'Frontend roles' }).expect(201)
    ).body;
    expect(created).toMatchObject({
      title: 'Frontend roles',
      template: 'classic',
      paper: 'A4',
      language: 'en',
      dir: 'ltr',
      revision: 1,
      share: { enabled: false, url: null, views: 0 },
    });
    expect((await as(maya).get('/api/resumes').expect(200)).body.items.map((r: { id: string }) => r.id)).toContain(
      created.id,
    );

    for (const template of ['classic', 'modern', 'compact']) {
      const saved = (
        await as(maya)
          .put(`/api/resumes/${created.id}`)
          .send({
            ...settings(created),
            template,
            paper: 'Letter',
            revision: (await as(maya).get(`/api/resumes/${created.id}`)).body.revision,
            document: created.document,
          })
          .expect(200)
      ).body;
      const res = await as(maya)
        .get(`/api/resumes/${created.id}/pdf`)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const { lines, links, fonts } = await pdfText(res.body as Buffer);
      const text = lines.join('\n');
      // Letter paper: 612 x 792 points.
      expect((res.body as Buffer).toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/);
      expect(fonts.some((f) => f.includes('DejaVuSans'))).toBe(true);
      // Everything in the order of the document: name, headline, then each section's title and its entries.
      const expected = [
        'Maya Okafor',
        'Junior Frontend Developer',
        template === 'modern' ? 'Summary' : 'SUMMARY',
        'accessible React interfaces',
        template === 'modern' ? 'Experience' : 'EXPERIENCE',
        'Junior Frontend Developer — Brightline Energy, Manchester',
        '2025-09 – Present',
        'Rebuilt the tariff comparison page',
        'Customer Support Specialist — Northway Telecom, Leeds',
        template === 'modern' ? 'Projects' : 'PROJECTS',
        'Bus Buddy',
        template === 'modern' ? 'Skills' : 'SKILLS',
        'Languages: TypeScript, JavaScript, HTML, CSS',
        template === 'modern' ? 'Education' : 'EDUCATION',
        'BA, English Language — University of Salford',
        template === 'modern' ? 'Languages' : 'LANGUAGES',
        'Yoruba · Conversational',
      ];
      let at = -1;
      for (const piece of expected) {
        const next = text.indexOf(piece, at + 1);
        expect({ piece, found: next > at }).toEqual({ piece, found: true });
        at = next;
      }
      expect(links).toEqual(
        expect.arrayContaining([
          'mailto:maya.okafor@example.com',
          'https://github.com/mayaokafor',
          'https://brightline.example.com/',
        ]),
      );
      expect(saved.template).toBe(template);
    }
  });

  it("starts a new empty resume with the account's name and email (issue 26); the example and imports keep their own", async () => {
    const fresh = await registerAndLogin(t.http);
    await as(fresh).patch('/api/users/me').send({ fullName: 'Noor Haddad' }).expect(200);
    const created = (await as(fresh).post('/api/resumes').send({ start: 'empty' }).expect(201)).body;
    expect(created.document.basics).toEqual({ name: 'Noor Haddad', email: fresh.user.email });
    expect(created.title).toBe('My resume');
    const noStart = (await as(fresh).post('/api/resumes').send({}).expect(201)).body;
    expect(noStart.document.basics).toEqual({ name: 'Noor Haddad', email: fresh.user.email });
    const example = (await as(fresh).post('/api/resumes').send({ start: 'example' }).expect(201)).body;
    expect(example.document.basics.email).not.toBe(fresh.user.email);
    // An account without a full name: the email only, no made-up name.
    const unnamed = await registerAndLogin(t.http);
    const bare = (await as(unnamed).post('/api/resumes').send({ start: 'empty' }).expect(201)).body;
    expect(bare.document.basics).toEqual({ email: unnamed.user.email });
  });

  it('keeps every line whole when a resume runs over pages, and lays Arabic out right to left', async () => {
    const long = (
      await as(maya).post('/api/resumes').send({ start: 'example', language: 'ar', title: 'سيرة ذاتية' }).expect(201)
    ).body;
    expect(long.dir).toBe('rtl');
    const document = structuredClone(long.document);
    document.basics.name = 'ليلى حداد';
    document.basics.label = 'مطورة واجهات أمامية';
    const work = document.sections.find((s: { kind: string }) => s.kind === 'work');
    work.title = 'الخبرة المهنية';
    work.entries = Array.from({ length: 30 }, (_, i) => ({
      id: `w${i}`,
      hidden: false,
      data: {
        name: `شركة رقم ${i + 1}`,
        position: 'مطورة React',
        startDate: '2024',
        highlights: [`أنجزت المهمة ${i + 1} مع فريق من 4 أشخاص باستخدام TypeScript`],
      },
    }));
    await as(maya)
      .put(`/api/resumes/${long.id}`)
      .send({ ...settings(long), revision: 1, document })
      .expect(200);
    const res = await as(maya)
      .get(`/api/resumes/${long.id}/pdf`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const { lines, pages } = await pdfText(res.body as Buffer);
    expect(pages).toBeGreaterThan(1);
    // Each of the 30 highlights is one line of the PDF, on one page (never split across a page break),
    // drawn in visual order (the Latin word at the left end, the bullet at the right), which a
    // reader applying the bidirectional algorithm (pdf.js here) reads back as the sentence written.
    const highlights = lines.filter((l) => l.includes('أنجزت'));
    expect(highlights).toEqual(
      Array.from({ length: 30 }, (_, i) => `• أنجزت المهمة ${i + 1} مع فريق من 4 أشخاص باستخدام TypeScript`),
    );
    expect(lines).toContain('ليلى حداد');
  });

  it('another learner cannot read, save, print, export, share or delete my resume (404)', async () => {
    const mine = (await as(maya).post('/api/resumes').send({}).expect(201)).body;
    const body = { ...settings(mine), revision: 1, document: mine.document };
    for (const [method, url, payload] of [
      ['get', `/api/resumes/${mine.id}`],
      ['put', `/api/resumes/${mine.id}`, body],
      ['get', `/api/resumes/${mine.id}/pdf`],
      ['get', `/api/resumes/${mine.id}/json-resume`],
      ['get', `/api/resumes/${mine.id}/versions`],
      ['put', `/api/resumes/${mine.id}/share`, { enabled: true }],
      ['post', `/api/resumes/${mine.id}/import`, { revision: 1, jsonResume: jsonResume() }],
      ['delete', `/api/resumes/${mine.id}`],
    ] as const) {
      const req = (as(other) as unknown as Record<string, (u: string) => request.Test>)[method](url);
      expect((await (payload ? req.send(payload) : req).expect(404)).body.code).toBe('RESUME_NOT_FOUND');
    }
    // An invalid body does not tell the resume exists either.
    expect(
      (
        await as(other)
          .put(`/api/resumes/${mine.id}`)
          .send({ ...body, document: {} })
          .expect(404)
      ).body.code,
    ).toBe('RESUME_NOT_FOUND');
    expect((await as(other).get('/api/resumes').expect(200)).body.items).toEqual([]);
    expect((await as(maya).get('/api/resumes/not-a-uuid').expect(404)).body.code).toBe('RESUME_NOT_FOUND');
    await request(t.http).get(`/api/resumes/${mine.id}`).expect(401);
  });

  it('round-trips JSON Resume without losing a field, ours or not', async () => {
    const original = jsonResume();
    const created = (await as(maya).post('/api/resumes').send({ jsonResume: original }).expect(201)).body;
    const exported = (await as(maya).get(`/api/resumes/${created.id}/json-resume`).expect(200)).body;
    const { devpath, ...meta } = exported.meta;
    expect({ ...exported, meta }).toEqual(original);
    expect(devpath).toMatchObject({ template: 'classic', paper: 'A4', language: 'en' });

    // Our layout comes back too: renamed, hidden and reordered sections, hidden entries, custom sections.
    const document = structuredClone(created.document);
    const skills = document.sections.findIndex((s: { kind: string }) => s.kind === 'skills');
    const [moved] = document.sections.splice(skills, 1);
    document.sections.unshift({ ...moved, title: 'Toolbox' });
    document.sections.find((s: { kind: string }) => s.kind === 'references').hidden = true;
    document.sections.find((s: { kind: string }) => s.kind === 'languages').entries[1].hidden = true;
    document.sections.push({
      id: 'talks',
      kind: 'custom',
      title: 'Talks',
      hidden: false,
      entries: [
        {
          id: 'talk-1',
          hidden: false,
          data: {
            title: 'Accessible forms',
            subtitle: 'ParisWeb',
            date: '2025',
            url: 'https://paris.example.com',
            highlights: ['300 attendees'],
          },
        },
      ],
    });
    const saved = (
      await as(maya)
        .put(`/api/resumes/${created.id}`)
        .send({ ...settings(created), template: 'modern', revision: created.revision, document })
        .expect(200)
    ).body;
    const again = (await as(maya).get(`/api/resumes/${created.id}/json-resume`).expect(200)).body;
    const copy = (await as(maya).post('/api/resumes').send({ jsonResume: again }).expect(201)).body;
    expect(copy.document).toEqual(saved.document);
    expect(copy.template).toBe('modern');
  });

  it('refuses bad imports with a code and changes nothing', async () => {
    const created = (await as(maya).post('/api/resumes').send({ start: 'example' }).expect(201)).body;
    const before = (await as(maya).get(`/api/resumes/${created.id}`).expect(200)).body;
    const bad: Array<[unknown, number, string]> = [
      [{ revision: 1, jsonResume: { basics: { name: 42 } } }, 400, 'RESUME_IMPORT_INVALID'],
      [{ revision: 1, jsonResume: { work: { name: 'not a list' } } }, 400, 'RESUME_IMPORT_INVALID'],
      [{ revision: 1, jsonResume: { work: [{ startDate: 'last spring' }] } }, 400, 'RESUME_IMPORT_INVALID'],
      [{ revision: 1, jsonResume: { skills: [{ keywords: 'React' }] } }, 400, 'RESUME_IMPORT_INVALID'],
      [{ revision: 1, jsonResume: { basics: { summary: 'x'.repeat(10_000) } } }, 400, 'RESUME_IMPORT_INVALID'],
      [{ revision: 1, jsonResume: 'not an object' }, 400, 'VALIDATION_FAILED'],
      [{ revision: 1, jsonResume: { work: [] }, extra: true }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of bad) {
      const res = await as(maya)
        .post(`/api/resumes/${created.id}/import`)
        .send(body as object)
        .expect(status);
      expect(res.body.code).toBe(code);
    }
    const invalidJson = await as(maya)
      .post(`/api/resumes/${created.id}/import`)
      .set('Content-Type', 'application/json')
      .send('{"revision": 1, "jsonResume": {"basics": ');
    expect([invalidJson.status, invalidJson.body.code]).toEqual([400, 'MALFORMED_JSON']);
    const huge = { revision: 1, jsonResume: { basics: { name: 'Huge' }, x_padding: 'a'.repeat(1_100_000) } };
    const tooLarge = await as(maya).post(`/api/resumes/${created.id}/import`).send(huge);
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const tooMuchExtra = await as(maya)
      .post(`/api/resumes/${created.id}/import`)
      .send({ revision: 1, jsonResume: { basics: { name: 'Big' }, x_padding: 'a'.repeat(500_000) } });
    expect([tooMuchExtra.status, tooMuchExtra.body.code]).toEqual([400, 'RESUME_TOO_LARGE']);
    expect((await as(maya).get(`/api/resumes/${created.id}`).expect(200)).body).toEqual(before);

    const good = (
      await as(maya)
        .post(`/api/resumes/${created.id}/import`)
        .send({ revision: 1, jsonResume: jsonResume() })
        .expect(200)
    ).body;
    expect(good).toMatchObject({ revision: 2, document: { basics: { name: 'Lina Haddad' } } });
  });

  it('autosaves against a revision: a stale one is 409 with the current revision; versions are kept and one can be restored', async () => {
    const created = (await as(maya).post('/api/resumes').send({ start: 'example' }).expect(201)).body;
    const document = structuredClone(created.document);
    document.basics.name = 'Maya O.';
    const second = (
      await as(maya)
        .put(`/api/resumes/${created.id}`)
        .send({ ...settings(created), revision: 1, document })
        .expect(200)
    ).body;
    expect(second.revision).toBe(2);
    const stale = await as(maya)
      .put(`/api/resumes/${created.id}`)
      .send({ ...settings(created), revision: 1, document: created.document })
      .expect(409);
    expect(stale.body).toMatchObject({ code: 'RESUME_REVISION_STALE', details: { currentRevision: 2 } });
    expect((await as(maya).get(`/api/resumes/${created.id}`)).body.document.basics.name).toBe('Maya O.');

    const versions = (await as(maya).get(`/api/resumes/${created.id}/versions`).expect(200)).body.items;
    expect(versions.map((v: { revision: number }) => v.revision)).toEqual([2, 1]);
    expect((await as(maya).get(`/api/resumes/${created.id}/versions/1`).expect(200)).body.document.basics.name).toBe(
      'Maya Okafor',
    );
    expect(
      (await as(maya).post(`/api/resumes/${created.id}/versions/1/restore`).send({ revision: 1 }).expect(409)).body
        .code,
    ).toBe('RESUME_REVISION_STALE');
    const restored = (
      await as(maya).post(`/api/resumes/${created.id}/versions/1/restore`).send({ revision: 2 }).expect(200)
    ).body;
    expect(restored).toMatchObject({ revision: 3, document: { basics: { name: 'Maya Okafor' } } });
    expect((await as(maya).get(`/api/resumes/${created.id}/versions/99`).expect(404)).body.code).toBe(
      'RESUME_VERSION_NOT_FOUND',
    );

    // Only the last 50 versions are kept.
    let revision = 3;
    for (let i = 0; i < 52; i += 1)
      revision = (
        await as(maya)
          .put(`/api/resumes/${created.id}`)
          .send({ ...settings(created), revision, document })
          .expect(200)
      ).body.revision;
    const kept = (await as(maya).get(`/api/resumes/${created.id}/versions`).expect(200)).body.items;
    expect(kept).toHaveLength(50);
    expect(kept[0].revision).toBe(revision);
  });

  it('shares an unlisted link with a view count, hides hidden parts, and turns it off', async () => {
    const created = (await as(maya).post('/api/resumes').send({ start: 'example' }).expect(201)).body;
    const document = structuredClone(created.document);
    document.sections.find((s: { kind: string }) => s.kind === 'languages').hidden = true;
    await as(maya)
      .put(`/api/resumes/${created.id}`)
      .send({ ...settings(created), revision: 1, document })
      .expect(200);
    const share = (await as(maya).put(`/api/resumes/${created.id}/share`).send({ enabled: true }).expect(200)).body;
    expect(share).toMatchObject({ enabled: true, views: 0 });
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(share.url).toMatch(new RegExp(`/resume-builder/shared/${share.token}$`));

    const seen = (await request(t.http).get(`/api/resumes/shared/${share.token}`).expect(200)).body;
    expect(seen.document.basics.name).toBe('Maya Okafor');
    expect(seen.document.sections.map((s: { kind: string }) => s.kind)).not.toContain('languages');
    await request(t.http).get(`/api/resumes/shared/${share.token}`).expect(200);
    const pdf = await request(t.http).get(`/api/resumes/shared/${share.token}/pdf`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await as(maya).get(`/api/resumes/${created.id}`)).body.share).toMatchObject({ enabled: true, views: 2 });

    await as(maya).put(`/api/resumes/${created.id}/share`).send({ enabled: false }).expect(200);
    expect((await request(t.http).get(`/api/resumes/shared/${share.token}`).expect(404)).body.code).toBe(
      'RESUME_SHARE_NOT_FOUND',
    );
    await request(t.http).get(`/api/resumes/shared/${share.token}/pdf`).expect(404);
    const again = (await as(maya).put(`/api/resumes/${created.id}/share`).send({ enabled: true }).expect(200)).body;
    expect(again).toMatchObject({ token: share.token, views: 2 });
    expect((await request(t.http).get('/api/resumes/shared/nope').expect(404)).body.code).toBe(
      'RESUME_SHARE_NOT_FOUND',
    );
  });

  it('refuses hostile input with a code', async () => {
    const created = (await as(maya).post('/api/resumes').send({}).expect(201)).body;
    const put = (document: unknown, extra: object = {}) =>
      as(maya)
        .put(`/api/resumes/${created.id}`)
        .send({ ...settings(created), revision: 1, document, ...extra });
    const withName = (name: unknown) => ({ ...created.document, basics: { name } });
    const cases: Array<[request.Test, number, string]> = [
      [put(withName('Maya\u0000Okafor')), 400, 'INVALID_CHARACTERS'],
      [put(withName('Maya \ud800 Okafor')), 400, 'INVALID_CHARACTERS'],
      [put(withName('M'.repeat(10_000))), 400, 'RESUME_INVALID'],
      [
        put({ ...created.document, sections: [{ ...created.document.sections[0], title: 'T'.repeat(10_000) }] }),
        400,
        'RESUME_INVALID',
      ],
      [put(withName('x'), { title: 'T'.repeat(10_000) }), 400, 'VALIDATION_FAILED'],
      [
        put({ ...created.document, nested: JSON.parse(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`) }),
        400,
        'BODY_TOO_DEEP',
      ],
      [put(withName('x'), { admin: true }), 400, 'VALIDATION_FAILED'],
      [put({ ...created.document, unknownField: 1 }), 400, 'RESUME_INVALID'],
      [
        put(JSON.parse('{"version":1,"basics":{},"sections":[],"__proto__":{"polluted":true}}')),
        400,
        'VALIDATION_FAILED',
      ],
      [
        put({
          ...created.document,
          sections: [
            { id: 'a', kind: 'work', title: 'W', hidden: false, entries: [{ id: 'a', hidden: false, data: {} }] },
          ],
        }),
        400,
        'RESUME_INVALID',
      ],
      [
        put({ ...created.document, sections: [{ id: 'w', kind: 'sql', title: 'W', hidden: false, entries: [] }] }),
        400,
        'RESUME_INVALID',
      ],
      [put({ ...created.document, version: 2 }), 400, 'RESUME_INVALID'],
      [put(withName('x'), { template: 'nope' }), 400, 'VALIDATION_FAILED'],
      [put(withName('x'), { language: 'english' }), 400, 'VALIDATION_FAILED'],
      [put(withName('x'), { revision: '1' }), 400, 'VALIDATION_FAILED'],
      [put({ ...created.document, basics: { url: 'javascript:alert(1)' } }), 400, 'RESUME_INVALID'],
      [put(withName('x'), { template: 'executive' }), 403, 'RESUME_TEMPLATE_PREMIUM'],
    ];
    for (const [req, status, code] of cases) {
      const res = await req;
      expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await as(maya).get(`/api/resumes/${created.id}`)).body.revision).toBe(1);
  });

  it('lets a premium member use the premium template', async () => {
    const premium = await registerAndLogin(t.http);
    await sql(`update users set premium_tier = 'premium' where id = ?`, [premium.user.id]);
    const created = (
      await as(premium).post('/api/resumes').send({ start: 'example', template: 'executive' }).expect(201)
    ).body;
    expect(created.template).toBe('executive');
    await as(premium).get(`/api/resumes/${created.id}/pdf`).expect(200);
  });

  it('lists verified achievements with their public links, from the practice module', async () => {
    const learner = await registerAndLogin(t.http);
    expect((await as(learner).get('/api/resumes/achievements').expect(200)).body.items).toEqual([]);
    const [problem] = await sql<{ slug: string; title: string; difficulty: string }>(
      `select slug, title, difficulty from practice_problems order by position limit 1`,
    );
    await sql(
      `insert into practice_solved (user_id, problem_slug, difficulty, submission_id, solved_at) values (?, ?, ?, gen_random_uuid(), '2026-11-20T10:00:00Z')`,
      [learner.user.id, problem.slug, problem.difficulty],
    );
    const items = (await as(learner).get('/api/resumes/achievements').expect(200)).body.items;
    expect(items).toEqual([
      {
        key: `problem:${problem.slug}`,
        kind: 'problem',
        name: `Solved “${problem.title}” (${problem.difficulty})`,
        issuer: 'DevPath Practice',
        date: '2026-11-20',
        url: expect.stringMatching(new RegExp(`/practice/problem/${problem.slug}$`)),
      },
    ]);
  });

  it('keeps the cap of resumes per learner under parallel creations (counted and inserted atomically)', async () => {
    // Issue 24: 80 creations at once made 23 resumes (cap 20).
    const racer = await registerAndLogin(t.http);
    const answers = await Promise.all(Array.from({ length: 60 }, () => as(racer).post('/api/resumes').send({})));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(answers.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body.code}`)).toEqual(
      Array(40).fill('409 RESUME_LIMIT_REACHED'),
    );
    expect(
      await sql<{ n: number }>('select count(*)::int as n from resumes where user_id = ?', [racer.user.id]),
    ).toEqual([{ n: 20 }]);
  });

  it("forgets a learner's resumes when the account is deleted", async () => {
    const leaving = await registerAndLogin(t.http);
    const created = (await as(leaving).post('/api/resumes').send({ start: 'example' }).expect(201)).body;
    await as(leaving).put(`/api/resumes/${created.id}/share`).send({ enabled: true }).expect(200);
    await as(leaving)
      .post('/api/users/me/deletion')
      .send({ confirmation: leaving.user.username, password: leaving.password })
      .expect(200);
    await eventually(async () =>
      expect(await sql('select id from resumes where user_id = ?', [leaving.user.id])).toHaveLength(0),
    );
    expect(await sql('select 1 from resume_versions where resume_id = ?', [created.id])).toHaveLength(0);
  });
});
