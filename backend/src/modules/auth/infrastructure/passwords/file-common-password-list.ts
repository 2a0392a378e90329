import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CommonPasswordList } from '../../domain/password-policy.js';

/**
 * The 20,000 most common passwords of 8+ characters from the OWASP SecLists
 * "10 million passwords" list (CC BY-SA 3.0; see common-passwords.NOTICE.md), lower-cased.
 */
@Injectable()
export class FileCommonPasswordList extends CommonPasswordList {
  private readonly passwords: Set<string>;

  constructor() {
    super();
    const file = fileURLToPath(new URL('./common-passwords.txt', import.meta.url));
    this.passwords = new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
  }

  contains(password: string): boolean {
    return this.passwords.has(password.toLowerCase());
  }
}
