import { AppConfig } from './app-config.js';
import { loadEnvironment } from './environment.js';

const config = (vars: Record<string, string>) =>
  new AppConfig(loadEnvironment(vars), { databaseUrl: 'postgresql://unused', deploymentId: 'spec' });

describe('the site origin of mailed and printed links (APP_URL)', () => {
  it('defaults to the address the server listens on, so a link lands on the origin the site is open at', () => {
    // The server listens on 127.0.0.1 by default: links to localhost opened another origin, signed out.
    expect(config({}).host).toBe('127.0.0.1');
    expect(config({}).mail.appUrl).toBe('http://127.0.0.1:3000');
    expect(config({ HOST: '192.168.1.20', PORT: '8080' }).mail.appUrl).toBe('http://192.168.1.20:8080');
    expect(config({ HOST: '::1' }).mail.appUrl).toBe('http://[::1]:3000');
  });

  it('names localhost for a wildcard address, and APP_URL wins (production sets it)', () => {
    expect(config({ HOST: '0.0.0.0' }).mail.appUrl).toBe('http://localhost:3000');
    expect(config({ HOST: '::' }).mail.appUrl).toBe('http://localhost:3000');
    expect(config({ APP_URL: 'https://devpath.example/' }).mail.appUrl).toBe('https://devpath.example');
  });
});
