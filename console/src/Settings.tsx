import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { DocksideClient, JsonAnswer, JsonRequestBody, paths } from '@dockside/client';
import { failureText, problemText, When } from './answers.ts';
import { Field, SendButton, useFocusFirstInvalid, useSubmit } from './forms.tsx';
import { Notice, ViewerNote } from './notice.tsx';

/** What `PATCH /settings` accepts, every field named: the page describes each one below. */
type Patch = Required<JsonRequestBody<paths['/api/v1/settings']['patch']>>;
type Current = JsonAnswer<paths['/api/v1/settings']['get'], 200>;
type Name = keyof Patch;

type Described = { label: string; help: string };
type TextSetting<Nullable extends boolean> = Described & { kind: 'text'; nullable: Nullable; numeric?: boolean; size: number; placeholder?: string };
type NumberSetting<Nullable extends boolean> = Described & { kind: 'number'; nullable: Nullable; unit: string };
type SwitchSetting = Described & { kind: 'switch'; on: string; off: string };
type Setting = TextSetting<boolean> | NumberSetting<boolean> | SwitchSetting;
/**
 * How a setting is edited follows its type in the API: a switch for a boolean, a number box for a
 * number, else text; `nullable` says whether the API takes null (an empty box).
 */
type SettingFor<V> = [V] extends [boolean]
  ? SwitchSetting
  : [NonNullable<V>] extends [number]
    ? NumberSetting<null extends V ? true : false>
    : TextSetting<null extends V ? true : false>;

/**
 * Every setting the API lets staff change, in the order shown. The type names each field of the API's
 * PATCH body, so a setting added to the API (after `npm run client:generate`) does not compile until it is
 * described here, and its kind must match its type.
 */
const SETTINGS: { [K in Name]: SettingFor<Patch[K]> } = {
  currency: {
    kind: 'text',
    nullable: false,
    size: 5,
    placeholder: 'USD',
    label: 'Currency',
    help: 'Active ISO 4217 code, upper case: the currency of shipping costs a 3PL reports without one.',
  },
  gs1_company_prefix: {
    kind: 'text',
    nullable: true,
    numeric: true,
    size: 14,
    label: 'GS1 company prefix',
    help: '6 to 12 digits, used to number the SSCC of every package. Empty: the fallback prefix 0000000 (SSCCs unique within Dockside, but not registered with GS1).',
  },
  multi_warehouse_shipping: {
    kind: 'switch',
    on: 'allowed',
    off: 'not allowed',
    label: 'Multi-warehouse shipping',
    help: 'A 3PL may confirm a shipment from another of its warehouses, and the shipment moves there. Off: such a confirmation is refused (warehouse_mismatch).',
  },
  acknowledgement_due_minutes: {
    kind: 'number',
    nullable: false,
    unit: 'minutes',
    label: 'Acknowledgement due after',
    help: 'A released shipment the warehouse has not acknowledged within this time is late, and shows on the attention page. 0 (at once) to 10080 (a week).',
  },
  drift_alert_units: {
    kind: 'number',
    nullable: true,
    unit: 'units',
    label: 'Drift alert after',
    help: "A warehouse whose counts in the attention page's window found this many units different from the books (over and under alike) shows on the attention page. 1 to 1000000000; empty: never.",
  },
};

const NAMES = Object.keys(SETTINGS) as Name[];
const settingOf = (name: Name): Setting => SETTINGS[name];
type Draft = Record<Name, string | boolean>;

function draftOf(current: Current): Draft {
  return Object.fromEntries(
    NAMES.map((name) => {
      const value = current[name];
      return [name, typeof value === 'boolean' ? value : value === null ? '' : String(value)];
    }),
  ) as Draft;
}

/**
 * The value to send for a field as typed: empty is null where the setting may be null, digits a number
 * where it is one; anything else goes as typed, for the API to refuse with its reason.
 */
function settingValue(name: Name, typed: string | boolean): unknown {
  const setting = settingOf(name);
  if (typeof typed === 'boolean') return typed;
  const text = typed.trim();
  if (setting.kind !== 'switch' && setting.nullable && text === '') return null;
  if (setting.kind === 'number' && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/** How a value reads on the page. */
function shown(name: Name, value: unknown): string {
  const setting = settingOf(name);
  if (setting.kind === 'switch') return value ? setting.on : setting.off;
  if (value === null || value === undefined || value === '') return 'not set';
  return setting.kind === 'number' ? `${value} ${setting.unit}` : String(value);
}

/**
 * The merchant's settings (`GET /api/v1/settings`): staff change them in one form, sent as one PATCH of
 * the fields that changed (applied whole or not at all), each refusal shown on its field; viewers read them.
 */
export function Settings({ client, canWrite }: { client: DocksideClient; canWrite: boolean }) {
  const [current, setCurrent] = useState<Current | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    client.GET('/api/v1/settings').then(
      ({ data, error: problem, response }) => {
        if (data === undefined) setError(problemText(problem, response));
        else setCurrent(data);
      },
      (failure: unknown) => setError(failureText(failure)),
    );
  }, [client]);

  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      {!canWrite && <ViewerNote doing="changing the settings" />}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {current &&
        (canWrite ? (
          <SettingsForm client={client} current={current} onSaved={setCurrent} />
        ) : (
          <dl className="facts">
            {NAMES.map((name) => (
              <Fact key={name} term={SETTINGS[name].label} value={shown(name, current[name])} />
            ))}
            <Fact term="Last changed" value={<When value={current.updated_at} />} />
          </dl>
        ))}
    </section>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

function SettingsForm({ client, current, onSaved }: { client: DocksideClient; current: Current; onSaved: (saved: Current) => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(current));
  const { errors, notice, sending, submit, tell } = useSubmit();
  const form = useFocusFirstInvalid(errors);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const changed = NAMES.filter((name) => settingValue(name, draft[name]) !== current[name]);
    if (changed.length === 0) {
      tell('Nothing changed.');
      return;
    }
    const body = Object.fromEntries(changed.map((name) => [name, settingValue(name, draft[name])])) as Partial<Patch>;
    const saved = await submit(() => client.PATCH('/api/v1/settings', { body }));
    if (!saved) return;
    const data = saved.data;
    setDraft(draftOf(data));
    tell(`Saved: ${changed.map((name) => `${SETTINGS[name].label} ${shown(name, data[name])}`).join(', ')}.`);
    onSaved(data);
  };

  const set = (name: Name, value: string | boolean) => setDraft({ ...draft, [name]: value });

  return (
    <form
      ref={form}
      className="record-form settings"
      aria-labelledby="settings-form-title"
      onSubmit={(e) => {
        void save(e);
      }}
    >
      <h2 id="settings-form-title">Change the settings</h2>
      {NAMES.map((name) => {
        const setting = settingOf(name);
        const id = `setting-${name}`;
        const describedBy = (props: { 'aria-describedby'?: string }) => [props['aria-describedby'], `${id}-hint`].filter(Boolean).join(' ');
        return (
          <div key={name} className="setting">
            <Field id={id} label={setting.label} pointer={`/${name}`} errors={errors} check={setting.kind === 'switch'}>
              {(props) =>
                setting.kind === 'switch' ? (
                  <input
                    type="checkbox"
                    {...props}
                    aria-describedby={describedBy(props)}
                    checked={draft[name] === true}
                    onChange={(e) => set(name, e.target.checked)}
                  />
                ) : (
                  <span>
                    <input
                      {...props}
                      aria-describedby={describedBy(props)}
                      value={String(draft[name])}
                      onChange={(e) => set(name, e.target.value)}
                      size={setting.kind === 'text' ? setting.size : 8}
                      placeholder={setting.kind === 'text' ? setting.placeholder : undefined}
                      inputMode={setting.kind === 'number' || setting.numeric ? 'numeric' : undefined}
                    />
                    {setting.kind === 'number' && ` ${setting.unit}`}
                  </span>
                )
              }
            </Field>
            <small id={`${id}-hint`} className="hint">
              {setting.help}
            </small>
          </div>
        );
      })}
      <p className="hint">
        Last changed <When value={current.updated_at} />.
      </p>
      <SendButton sending={sending}>Save changes</SendButton>
      <Notice message={notice} focus={errors.size === 0} />
    </form>
  );
}
