import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 22: a screen's words come from the catalogs (domain/src/i18n), never
 * from the component. This reads every component of web/src and fails on
 * English written in its JSX: text between tags, a string in braces, or a
 * string given to an attribute people read or hear.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB_SRC = join(ROOT, 'web/src');
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);
/** What stays in Latin letters in every language: the brand's two words and the networks' names. */
const KEPT = /^(JobSearch|India|JobSearch India)$/;

/**
 * Components not yet moved to the catalogs. This list only shrinks, and is
 * empty when issue 22 is done.
 */
const NOT_YET_TRANSLATED = new Set<string>([
  'web/src/app/Layout.tsx',
  'web/src/app/RouteError.tsx',
  'web/src/features/admin/AdminPage.tsx',
  'web/src/features/admin/components/AdminListPanel.tsx',
  'web/src/features/admin/components/AdminPanel.tsx',
  'web/src/features/admin/components/AdminTabs.tsx',
  'web/src/features/admin/components/JobFilters.tsx',
  'web/src/features/applications/ApplicationsPage.tsx',
  'web/src/features/applications/components/ApplicantDetails.tsx',
  'web/src/features/applications/components/StatusControl.tsx',
  'web/src/features/auth/AdminLoginPage.tsx',
  'web/src/features/auth/LoginPage.tsx',
  'web/src/features/auth/components/ForgotPassword.tsx',
  'web/src/features/auth/components/LoginForm.tsx',
  'web/src/features/auth/components/RoleChoice.tsx',
  'web/src/features/auth/components/SignUpForm.tsx',
  'web/src/features/home/HomePage.tsx',
  'web/src/features/home/components/HeroArt.tsx',
  'web/src/features/jobs/JobsPage.tsx',
  'web/src/features/jobs/components/ApplyModal.tsx',
  'web/src/features/jobs/components/JobCard.tsx',
  'web/src/features/jobs/components/JobDetailsModal.tsx',
  'web/src/features/jobs/components/JobFilters.tsx',
  'web/src/features/jobs/components/ReportJobModal.tsx',
  'web/src/features/my-applications/MyApplicationsPage.tsx',
  'web/src/features/my-applications/components/ApplicationStatus.tsx',
  'web/src/features/notifications/NotificationBell.tsx',
  'web/src/features/pages/AboutPage.tsx',
  'web/src/features/pages/NotFoundPage.tsx',
  'web/src/features/pages/PrivacyPage.tsx',
  'web/src/features/pages/TermsPage.tsx',
  'web/src/features/post-job/PostJobPage.tsx',
  'web/src/features/post-job/components/Combobox.tsx',
  'web/src/features/post-job/components/JobPreview.tsx',
  'web/src/features/posted-jobs/PostedJobsPage.tsx',
  'web/src/features/posted-jobs/components/JobCard.tsx',
  'web/src/features/profile/ProfilePage.tsx',
  'web/src/features/profile/components/DataRights.tsx',
  'web/src/features/profile/components/ProfileResume.tsx',
  'web/src/features/saved-jobs/SavedJobsPage.tsx',
  'web/src/ui/ConfirmDialog.tsx',
  'web/src/ui/ErrorBoundary.tsx',
  'web/src/ui/Modal.tsx',
  'web/src/ui/PhoneOtp.tsx',
  'web/src/ui/VerifyPhoneNotice.tsx',
]);

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return components(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

const english = (text: string) => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed !== '' && !KEPT.test(trimmed) && /[A-Za-z]{2,}/.test(trimmed);
};

function englishIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && english(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxExpression(node) && node.expression && (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression))) {
      const inAttribute = ts.isJsxAttribute(node.parent);
      if (!inAttribute && english(node.expression.text)) found.push(`${where(node)} {"${node.expression.text}"}`);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const text =
        value && ts.isStringLiteral(value)
          ? value.text
          : value &&
              ts.isJsxExpression(value) &&
              value.expression &&
              (ts.isStringLiteral(value.expression) || ts.isNoSubstitutionTemplateLiteral(value.expression))
            ? value.expression.text
            : value && ts.isJsxExpression(value) && value.expression && ts.isTemplateExpression(value.expression)
              ? value.expression.head.text + value.expression.templateSpans.map((span) => span.literal.text).join(' ')
              : null;
      if (text !== null && english(text)) found.push(`${where(node)} ${node.name.getText()}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components hold no English of their own (issue 22)', () => {
  const files = components(WEB_SRC);

  it('finds the components', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('every translated component takes all its words from the catalogs', () => {
    const left = files.filter((file) => !NOT_YET_TRANSLATED.has(relative(ROOT, file))).flatMap((file) => englishIn(file));
    expect(left).toEqual([]);
  });

  it('the list of components not yet translated only names components that still need it', () => {
    const done = [...NOT_YET_TRANSLATED].filter((file) => englishIn(join(ROOT, file)).length === 0);
    expect(done).toEqual([]);
  });

  it('catches English in text, in braces and in read attributes, and lets the brand and t() through', () => {
    const probe = join(ROOT, 'web/src/probe.tsx');
    const found = englishIn(probe, 'const A = () => <p title="Hello there">Hi there{\'Some words\'}<b aria-label={`Open ${x} now`} /></p>;');
    expect(found).toHaveLength(4);
    expect(englishIn(probe, "const B = () => <p title={t('common.menu')}>{t('common.logout')} JobSearch India<i className=\"icon-x\" /></p>;")).toEqual([]);
  });
});
