// The walls between DevPath's parts (issue 11, docs/architecture.md "Walls", ADR 0002).
// `npm run lint:deps` (and the step of `npm test` right after the backend typecheck) cruises
// backend/src and frontend/src with these rules. Violations that existed when a rule was
// written are listed in .dependency-cruiser-known-violations.json and tolerated until fixed;
// any other violation fails the run. Shrink that list as code moves behind the walls:
//   npm run lint:deps -- --update-baseline
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-index',
      severity: 'error',
      comment:
        'A backend module imports another module only through its public face, modules/<name>/index.ts ' +
        '(its Nest module, facade, event and view types). Its domain, application and infrastructure are private.',
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: {
        path: '^backend/src/modules/[^/]+/',
        pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'domain-without-framework',
      severity: 'error',
      comment:
        'modules/*/domain is plain TypeScript: no @nestjs/*, @mikro-orm/* or express (not even types). ' +
        'Adapters belong in infrastructure/, wiring in <name>.module.ts.',
      from: { path: '^backend/src/modules/[^/]+/domain/' },
      to: { path: '(^|/node_modules/|^node_modules/)(@nestjs/|@mikro-orm/|express(/|$))' },
    },
    {
      name: 'domain-only-allowed-packages',
      severity: 'error',
      comment:
        'modules/*/domain holds the rules and nothing that talks to the world: of the packages it may import only ' +
        "those on this list, all computation (Node's own included: node:crypto for hashes, node:zlib for the " +
        "certificates' status list, node:stream for the type of a file port). A driver (pg), a provider's SDK " +
        '(stripe), an HTTP client or a framework belongs in infrastructure/. The workspace package ' +
        "@devpath/resume-core (packages/resume-core) is on the list: the resume model the PDF and the SPA's " +
        'preview share, pure computation (document types, layout, font metrics, line breaking).',
      from: { path: '^backend/src/modules/[^/]+/domain/' },
      to: {
        // 'undetermined': a workspace package (linked from node_modules/ to packages/) resolves to neither npm nor local.
        dependencyTypes: [
          'npm',
          'npm-dev',
          'npm-optional',
          'npm-peer',
          'npm-bundled',
          'npm-no-pkg',
          'npm-unknown',
          'core',
          'unknown',
          'undetermined',
        ],
        pathNot: ['^(node:)?(crypto|zlib|stream)$', '^packages/resume-core/'],
      },
    },
    {
      name: 'application-without-infrastructure',
      severity: 'error',
      comment:
        "A module's application layer speaks to its adapters through ports (domain/ or application/ abstract classes), " +
        'never by importing its infrastructure/: the wiring in <name>.module.ts binds a port to its adapter.',
      from: { path: '^backend/src/modules/([^/]+)/application/' },
      to: { path: '^backend/src/modules/$1/infrastructure/' },
    },
    {
      name: 'spa-shared-without-features',
      severity: 'error',
      comment:
        "The SPA's shared code (lib/, components/) is used by features and the app, never the other way round: " +
        'it imports no feature and nothing of app/ (what it needs from there moves down into lib/ or components/). ' +
        'Its tests may compose it with the app.',
      from: { path: '^frontend/src/(lib|components)/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^frontend/src/(features|app)/' },
    },
    {
      name: 'platform-imports-only-platform',
      severity: 'error',
      comment:
        'platform/ is the base every module builds on: it imports only platform/ and packages, so it reaches ' +
        'no module, not even through a central list (database/entities.ts, database/migrations): modules ' +
        'register themselves with it. (Checked edge by edge: a module added to a central list is no new violation.)',
      from: { path: '^backend/src/platform/' },
      to: { path: '^backend/src/', pathNot: '^backend/src/platform/' },
    },
    {
      name: 'feature-without-other-features',
      severity: 'error',
      comment:
        'An SPA feature (frontend/src/features/<name>) never imports another feature: routes compose features; ' +
        'what two features share moves to components/ or lib/.',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'no-import-cycle',
      severity: 'error',
      comment:
        'No import loops, in the backend or the SPA (type-only imports count: they couple the same way). ' +
        "The generated API client is not ours to change: a loop inside it is the generator's.",
      from: { pathNot: '^frontend/src/api/generated(-shell)?/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Resolve like TypeScript: `./x.js` in the backend is `./x.ts`. Both workspaces use relative
    // imports only (no path aliases), so the backend's tsconfig serves the SPA as well.
    tsConfig: { fileName: 'backend/tsconfig.json' },
    // Count `import type` too: a domain file that imports MikroORM's types is still tied to it.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
