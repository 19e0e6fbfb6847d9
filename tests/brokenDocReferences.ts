import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';

// References to the project's own docs (`docs/product.md#auth-levels`) stand where a comment, a
// test name or a document needs a rule's source. They are only worth something while the heading
// they name exists: this finds every one whose file or heading is gone, so a renamed heading
// fails the tests instead of leaving readers at the top of a long page.

/** A text file of the repository: its path from the root (forward slashes) and its content. */
export type TextFile = { path: string; text: string };

export type BrokenReference = {
  /** Where the reference is, `file:line`. */
  at: string;
  reference: string;
  problem: string;
};

/** `docs/<file>.md#<anchor>`, written anywhere: a comment, a string, a document. */
const DOCS_REFERENCE = /\bdocs\/([\w-]+\.md)#([\w-]+)/g;
/** A Markdown link target to a Markdown file's heading, or to a heading of the same file. */
const MARKDOWN_LINK = /\]\(([^)\s#]*\.md)?#([\w-]+)\)/g;
const FENCE = /^\s*(```|~~~)/;
const ATX_HEADING = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/;

/** A heading's text as GitHub renders it: code spans, emphasis and link targets left out. */
function renderedText(markdown: string): string {
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*{1,2})([^*]+)\1/g, '$2');
}

/**
 * The anchors GitHub gives a Markdown file's headings (github-slugger is the slugger GitHub's own
 * rendering matches, repeats numbered `-1`, `-2` in order). Headings inside fenced code blocks
 * are not headings.
 */
export function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = ATX_HEADING.exec(line);
    if (heading?.[1] !== undefined) anchors.add(slugger.slug(renderedText(heading[1])));
  }
  return anchors;
}

type Reference = { line: number; reference: string; file: string; anchor: string };

function referencesIn(file: TextFile): Reference[] {
  const references: Reference[] = [];
  const isMarkdown = file.path.endsWith('.md');
  file.text.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(DOCS_REFERENCE)) {
      const [reference, name = '', anchor = ''] = match;
      // A document's own `docs/…` path inside docs/ is written from the root all the same.
      references.push({ line: index + 1, reference, file: `docs/${name}`, anchor });
    }
    if (!isMarkdown) return;
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const [whole, target, anchor = ''] = match;
      // Another site's page is not ours to check.
      if (target?.includes(':')) continue;
      const linked = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file.path), target)) : file.path;
      references.push({ line: index + 1, reference: whole.slice(2, -1), file: linked, anchor });
    }
  });
  return references;
}

/**
 * Every reference in `files` whose Markdown file is not among `files`, or has no heading with
 * that anchor.
 */
export function brokenDocReferences(files: readonly TextFile[]): BrokenReference[] {
  const anchorsByFile = new Map(
    files.filter((file) => file.path.endsWith('.md')).map((file) => [file.path, headingAnchors(file.text)]),
  );
  const broken: BrokenReference[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    for (const { line, reference, file: target, anchor } of referencesIn(file)) {
      // A README link into docs/ is both kinds of reference: report it once.
      const key = `${line} ${target}#${anchor}`;
      if (seen.has(`${file.path} ${key}`)) continue;
      seen.add(`${file.path} ${key}`);
      const anchors = anchorsByFile.get(target);
      const problem = !anchors
        ? `${target} does not exist`
        : anchors.has(anchor)
          ? null
          : `${target} has no heading with the anchor #${anchor}`;
      if (problem) broken.push({ at: `${file.path}:${line}`, reference, problem });
    }
  }
  return broken;
}

const TEXT_FILE = /\.(?:ts|tsx|mts|mjs|js|cjs|css|sql|md|json|sh|html)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.data', 'test-results']);

function filesUnder(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) {
      found.push(...filesUnder(root, relative));
    } else if (entry.isFile() && TEXT_FILE.test(entry.name)) {
      found.push(relative);
    }
  }
  return found;
}

/** The code, the tests, the README and docs/: everywhere a reference to docs/ may stand. */
export const REFERENCING_FOLDERS = ['server', 'src', 'pages', 'renderer', 'scripts', 'e2e', 'tests', 'docs'] as const;

export function readRepositoryTextFiles(root: string): TextFile[] {
  const paths = ['README.md', ...REFERENCING_FOLDERS.flatMap((folder) => filesUnder(root, folder))];
  return paths.map((file) => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') }));
}
