import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from '../../eslint/rules/no-effect-sends.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const error = { messageId: 'effectSends' } as const;

tester.run('no-effect-sends', rule, {
  valid: [
    // Sending from an event handler is what views do.
    `function View({ actor }) { return <button onClick={() => actor.send({ type: 'open' })} />; }`,
    // An effect that only touches the DOM or local state.
    `function View() { useEffect(() => { document.title = 'Hello'; }, []); }`,
    `function View() { const [, setOpen] = useState(false); useEffect(() => { setOpen(true); }, []); }`,
    // Reading the location is not navigating.
    `function View() { useEffect(() => { console.log(window.location.href); }, []); }`,
    // A callback that sends but is not an effect.
    `function View({ actor }) { const onScroll = useCallback(() => actor.send({ type: 'scroll' }), [actor]); }`,
    // Other objects' push and replace are not the router's.
    `function View() { useEffect(() => { const list = []; list.push(1); 'a'.replace('a', 'b'); }, []); }`,
  ],
  invalid: [
    { code: `function View({ actor }) { useEffect(() => { actor.send({ type: 'loaded' }); }, [actor]); }`, errors: [error] },
    { code: `function View() { const { send } = useSession(); useEffect(() => { send({ type: 'x' }); }, [send]); }`, errors: [error] },
    { code: `function View({ actor }) { React.useLayoutEffect(() => { actor.send({ type: 'x' }); }); }`, errors: [error] },
    // Listeners, timers and cleanups registered by the effect send on its behalf.
    {
      code: `function View({ actor }) {
        useEffect(() => {
          const online = () => actor.send({ type: 'network.online' });
          window.addEventListener('online', online);
          const timer = setTimeout(() => actor.send({ type: 'tick' }), 10);
          return () => { clearTimeout(timer); actor.send({ type: 'bye' }); };
        }, [actor]);
      }`,
      errors: [error, error, error],
    },
    { code: `function View() { const router = useRouter(); useEffect(() => { void router.replace('/x'); }, [router]); }`, errors: [error] },
    { code: `function View() { const router = useRouter(); useEffect(() => { router.push('/x'); router.back(); }, [router]); }`, errors: [error, error] },
    { code: `function View() { useEffect(() => { Router.push('/x'); }, []); }`, errors: [error] },
    { code: `function View(props) { useEffect(() => { props.router.push('/x'); }, [props.router]); }`, errors: [error] },
    { code: `function View() { useEffect(() => { window.location.assign('/x'); window.location.replace('/y'); }, []); }`, errors: [error, error] },
    { code: `function View() { useEffect(() => { window.location.href = '/x'; }, []); }`, errors: [error] },
    { code: `function View() { useEffect(() => { window.location = '/x'; }, []); }`, errors: [error] },
    // A callback passed by name is still the effect's.
    { code: `function View({ actor }) { function load() { actor.send({ type: 'x' }); } useEffect(load, [actor]); }`, errors: [error] },
    { code: `function View({ actor }) { const load = () => actor!.send({ type: 'x' }); useEffect(load, [actor]); }`, errors: [error] },
  ],
});
