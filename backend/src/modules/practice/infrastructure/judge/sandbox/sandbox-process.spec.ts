import { chooseIsolation } from './sandbox-process.js';

/** Which wall learners' code gets, from JUDGE_SANDBOX and what this machine can do. */
describe('chooseIsolation', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });
  const choose = (setting: 'auto' | 'bwrap' | 'unsafe-in-process', production: boolean) => {
    const warnings: string[] = [];
    const isolation = chooseIsolation(setting, production, (m) => warnings.push(m));
    return { isolation, warnings };
  };

  it('uses bubblewrap where it works, in production too, without a warning', () => {
    expect(choose('auto', true)).toEqual({ isolation: 'bwrap', warnings: [] });
    expect(choose('bwrap', false)).toEqual({ isolation: 'bwrap', warnings: [] });
  });

  it('refuses to judge in production without bubblewrap, naming the way out', () => {
    process.env.PATH = '/nonexistent';
    expect(() => choose('auto', true)).toThrow(
      /refuses to run learners' code without an OS sandbox: bubblewrap \(bwrap\) is not installed[\s\S]*JUDGE_SANDBOX=unsafe-in-process/,
    );
    expect(() => choose('bwrap', false)).toThrow(/without an OS sandbox/);
  });

  it('falls back with a warning outside production, and only when told in production', () => {
    process.env.PATH = '/nonexistent';
    const development = choose('auto', false);
    expect(development.isolation).toBe('none');
    expect(development.warnings[0]).toMatch(/No OS sandbox for learners' code/);
    const accepted = choose('unsafe-in-process', true);
    expect(accepted.isolation).toBe('none');
    expect(accepted.warnings[0]).toMatch(/JUDGE_SANDBOX=unsafe-in-process/);
  });
});
