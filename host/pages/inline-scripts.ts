// The pages' inline scripts, fixed texts allowed by their hashes in the Content-Security-Policy (host/http/headers.ts),
// so a page's bytes carry nothing made per answer and can be kept and sent again (page-cache.ts).
import { createHash } from 'node:crypto';
import { StorageKey } from '../../widgets/domain/constants.js';
import { Html } from './html.js';

/** /usewipay: card payments on in this browser (`?off` turns them off), then home. */
const USE_WIPAY = `try{localStorage.setItem('${StorageKey.wipayFlag}',/[?&]off\\b/.test(location.search)?'off':String(Date.now()))}catch(e){}location.replace('/home')`;

const sourceOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The script-src sources of every inline script a page may carry. */
export const INLINE_SCRIPT_SOURCES: readonly string[] = [USE_WIPAY].map(sourceOf);

export const useWipayScript = new Html(`<script>${USE_WIPAY}</script>`);
