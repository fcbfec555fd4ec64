import { useState, type FormEvent } from 'react';
import { signIn, type Session } from './session.ts';

/**
 * Sign in with a staff or viewer API key; the key is sent once and never stored by the browser. `notice`
 * says why the page shows (the session ended); the address is kept, so signing in returns to the same page.
 */
export function SignIn({ onSignedIn, notice }: { onSignedIn: (session: Session) => void; notice?: string | undefined }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signIn(key.trim()));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setKey('');
      setBusy(false);
    }
  };

  return (
    <main className="center">
      <form
        className="card"
        onSubmit={(e) => {
          void submit(e);
        }}
        aria-labelledby="sign-in-title"
      >
        <h1 id="sign-in-title">Dockside console</h1>
        {notice && (
          <p role="status" className="notice">
            {notice}
          </p>
        )}
        <p>Sign in with a staff or viewer API key. The key is exchanged for a session and not kept in this browser.</p>
        <label htmlFor="key">API key</label>
        <input id="key" name="key" type="password" autoComplete="off" required value={key} onChange={(e) => setKey(e.target.value)} />
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy || key.trim() === ''}>
          Sign in
        </button>
      </form>
    </main>
  );
}
