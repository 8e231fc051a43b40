// `npm run lint` fails on an import from one web feature into another (conventions.md: shared code →
// features → app/), through the repository's own eslint.config.js.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'rian/feature-boundaries').map((m) => m.message);
}

describe('web feature boundaries', { timeout: 120_000 }, () => {
  it('refuses an import from another feature, however deep the relative path', async () => {
    const code = "import { LoginForm } from '../../account/components/LoginForm.tsx';\nexport { LoginForm };\n";
    const errors = await boundaryErrors('apps/web/src/features/checkout/components/Buyer.tsx', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('features do not import each other');
    const lazy = "export const load = () => import('../../catalog/api/how-to-buy.ts');\n";
    expect(await boundaryErrors('apps/web/src/features/checkout/hooks/use-x.ts', lazy)).toHaveLength(1);
  });

  it('refuses shared code that imports a feature, and a feature that imports app/', async () => {
    const shared = "import '../features/checkout/i18n.ts';\n";
    expect(await boundaryErrors('apps/web/src/lib/x.ts', shared)).toHaveLength(1);
    const intoApp = "import { checkoutParts } from '../../../app/checkout-parts.tsx';\nexport { checkoutParts };\n";
    expect(await boundaryErrors('apps/web/src/features/checkout/components/X.tsx', intoApp)).toHaveLength(1);
  });

  it('lets a feature import its own folder, shared code and packages, and app/ import any feature', async () => {
    const own = [
      "import { useCheckout } from '../hooks/use-checkout.ts';",
      "import { useSession } from '../../../lib/use-session.ts';",
      "import { LoadingNotice } from '../../../components/LoadingNotice.tsx';",
      "import { formatMoney } from '@rian/domain/money';",
      'export { useCheckout, useSession, LoadingNotice, formatMoney };',
    ].join('\n');
    expect(await boundaryErrors('apps/web/src/features/checkout/components/X.tsx', own + '\n')).toEqual([]);
    const app = "import { LoginForm } from '../features/account/components/LoginForm.tsx';\nexport { LoginForm };\n";
    expect(await boundaryErrors('apps/web/src/app/x.tsx', app)).toEqual([]);
  });
});
