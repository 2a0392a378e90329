import { describe, expect, it } from 'vitest';
import { emptyDocument } from '../model/document';
import { readJsonResumeFile, withAchievements } from './ServerEditor';

const file = (text: string, name = 'resume.json') => new File([text], name, { type: 'application/json' });

describe('reading a JSON Resume file', () => {
  it('takes one JSON object and refuses invalid JSON, other JSON and files over 1 MB with a clear message', async () => {
    await expect(readJsonResumeFile(file('{"basics":{"name":"Lina"}}'))).resolves.toEqual({ basics: { name: 'Lina' } });
    await expect(readJsonResumeFile(file('{"basics": '))).rejects.toThrow('This file is not valid JSON.');
    await expect(readJsonResumeFile(file('[1, 2]'))).rejects.toThrow('This file is not a JSON Resume document');
    await expect(readJsonResumeFile(file(`{"x":"${'a'.repeat(1_000_001)}"}`))).rejects.toThrow(
      'This file is larger than 1 MB',
    );
  });
});

describe('verified achievements', () => {
  const certificate = {
    name: 'Frontend Developer certificate (DP-7K3M-Q9X2-AB0C)',
    issuer: 'DevPath',
    date: '2026-11-20',
    url: 'https://devpath.example/verify-certificate/DP-7K3M-Q9X2-AB0C',
  };

  it('go into the Certificates section (made when missing) with their verification link, once', () => {
    const once = withAchievements(emptyDocument(), [certificate]);
    const section = once.sections.find((s) => s.kind === 'certificates')!;
    expect(section.entries.map((e) => e.data)).toEqual([certificate]);
    const twice = withAchievements(once, [certificate]);
    expect(twice.sections.find((s) => s.kind === 'certificates')!.entries).toHaveLength(1);
  });
});
