// The stored cart of /cart (spec §3 Cart; §6 a guest's cart under their generated id, a student's
// under their account): its lines, and changes to them written back with PUT. The page shows the
// buyer's change at once; the writes go out one after the other, and a refused one puts the
// stored lines back with a message.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { parseIdSlug } from '@rian/domain/course-url';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { addCourseToCart, addProductToCart, cartLinesKey, cartLinesQuery, putCartLines } from '../../../lib/cart-api.ts';
import { toCheckoutLines, type CheckoutLine } from '../../../lib/cart-lines.ts';

export interface StoredCart {
  lines: readonly CheckoutLine[];
  /** The stored lines are loading or a change is being written. */
  busy: boolean;
  loading: boolean;
  loadFailed: boolean;
  /** The §8 code of the last refused change, or null. */
  errorCode: string | null;
  retry: () => void;
  change: (edit: (lines: readonly CheckoutLine[]) => CheckoutLine[]) => void;
}

export function useStoredCart(): StoredCart {
  const client = useQueryClient();
  const { user, status } = useSession();
  const signedIn = user !== null;
  // At log-in or registration the cart changes owner (the guest's lines join the account's): the
  // lines shown stay until the account's arrive, so the checkout keeps the buyer's choices and an
  // order being created meanwhile.
  const query = useQuery({ ...cartLinesQuery(signedIn), enabled: status !== 'loading', placeholderData: (previous) => previous });
  const stored = useMemo(() => toCheckoutLines(query.data ?? []), [query.data]);
  // The lines the buyer wants while writes are on their way; null when the stored lines are current.
  const [draft, setDraft] = useState<CheckoutLine[] | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const lastWrite = useRef(0);

  const mutation = useMutation({
    mutationFn: ({ lines }: { lines: CheckoutLine[]; seq: number }) => putCartLines(signedIn, lines),
    // One write at a time, in order: the last change the buyer made is the one that stays.
    scope: { id: 'rian-cart-lines' },
    onSuccess: (saved, { seq }) => {
      if (seq !== lastWrite.current) return;
      client.setQueryData(cartLinesKey(signedIn), saved);
      setDraft(null);
    },
    onError: (err, { seq }) => {
      if (seq !== lastWrite.current) return;
      setDraft(null);
      setErrorCode(err instanceof ApiError ? err.code : 'INTERNAL_ERROR');
      void client.invalidateQueries({ queryKey: cartLinesKey(signedIn) });
    },
  });

  const lines = draft ?? stored;
  const latestLines = useRef(lines);
  useEffect(() => {
    latestLines.current = lines;
  });

  const change = useCallback(
    (edit: (lines: readonly CheckoutLine[]) => CheckoutLine[]) => {
      const next = edit(latestLines.current);
      latestLines.current = next;
      lastWrite.current += 1;
      setErrorCode(null);
      setDraft(next);
      mutation.mutate({ lines: next, seq: lastWrite.current });
    },
    [mutation],
  );

  return {
    lines,
    busy: query.isPending || query.isPlaceholderData || draft !== null || mutation.isPending,
    loading: query.isPending,
    loadFailed: query.isError,
    errorCode,
    retry: () => void query.refetch(),
    change,
  };
}

/**
 * Old links /cart?course={id}&plan={id} and /cart?product={id} still work (they were the register and
 * buy buttons' targets): the line is added to the stored cart once, then the address loses its query
 * so that a reload does not add it again. Returns whether an add is under way and its failure code.
 */
export function useCartLink(): { adding: boolean; errorCode: string | null } {
  const client = useQueryClient();
  const { status } = useSession();
  const [search, setSearch] = useSearchParams();
  const course = search.get('course');
  const plan = search.get('plan');
  const product = search.get('product');
  const courseId = course ? parseIdSlug(course) : null;
  const planId = plan ? parseIdSlug(plan) : null;
  const productId = product ? parseIdSlug(product) : null;
  const pending = courseId !== null || productId !== null;
  const [state, setState] = useState<{ adding: boolean; errorCode: string | null }>({ adding: false, errorCode: null });
  // React's development double effects must not add a product twice.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!pending) {
      // A later link to the same line (another visit) is a new add.
      handled.current = null;
      return;
    }
    if (status === 'loading') return;
    const key = `${courseId}|${planId}|${productId}`;
    if (handled.current === key) return;
    handled.current = key;
    setState({ adding: true, errorCode: null });
    const add = courseId !== null ? addCourseToCart(client, courseId, planId) : addProductToCart(client, productId ?? 0);
    add
      .then(() => setState({ adding: false, errorCode: null }))
      .catch((err: unknown) => setState({ adding: false, errorCode: err instanceof ApiError ? err.code : 'INTERNAL_ERROR' }))
      .finally(() => {
        const next = new URLSearchParams(search);
        for (const k of ['course', 'plan', 'product']) next.delete(k);
        setSearch(next, { replace: true });
      });
  }, [pending, status, courseId, planId, productId, client, search, setSearch]);

  return state;
}
