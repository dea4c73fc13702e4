/**
 * An effect in ui/ that sends to an actor or navigates hides a transition
 * from the chart: it runs after render, on the component's schedule, and no
 * model test sees it. The fact belongs in the chart as an event, in an invoked
 * fromCallback actor (for subscriptions and timers), or in a router-adapter
 * action (for navigation).
 */

const MESSAGE =
  'Effects in ui/ do not send to actors or navigate: make it a chart event, an invoked fromCallback actor, or a router-adapter action';

const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect']);
const ROUTER_METHODS = new Set(['push', 'replace', 'back']);
const LOCATION_METHODS = new Set(['assign', 'replace']);

/** The name of a non-computed member's property (`a.b` → `b`, `a['b']` → `b`). */
function propertyName(member) {
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  if (member.computed && member.property.type === 'Literal' && typeof member.property.value === 'string') return member.property.value;
  return null;
}

/** Strips `a!`, `a as T` and `(a)` wrappers a TypeScript expression may carry. */
function unwrap(node) {
  let current = node;
  while (current && (current.type === 'TSNonNullExpression' || current.type === 'TSAsExpression' || current.type === 'TSSatisfiesExpression' || current.type === 'ChainExpression')) {
    current = current.expression;
  }
  return current;
}

/** `useEffect(…)` or `React.useEffect(…)`. */
function isEffectCall(node) {
  const callee = unwrap(node.callee);
  if (callee.type === 'Identifier') return EFFECT_HOOKS.has(callee.name);
  if (callee.type === 'MemberExpression') return EFFECT_HOOKS.has(propertyName(callee) ?? '');
  return false;
}

/** `router`, `Router`, `props.router`, `this.router`: something named as the Next router. */
function isRouter(node) {
  const target = unwrap(node);
  if (target.type === 'Identifier') return target.name === 'router' || target.name === 'Router';
  if (target.type === 'MemberExpression') return propertyName(target) === 'router';
  return false;
}

/** `window.location`, `document.location`, `globalThis.location` or a bare `location`. */
function isLocation(node) {
  const target = unwrap(node);
  if (target.type === 'Identifier') return target.name === 'location';
  if (target.type === 'MemberExpression') {
    const object = unwrap(target.object);
    return propertyName(target) === 'location' && object.type === 'Identifier' && ['window', 'document', 'globalThis', 'self'].includes(object.name);
  }
  return false;
}

function isForbiddenCall(node) {
  const callee = unwrap(node.callee);
  if (callee.type === 'Identifier') return callee.name === 'send';
  if (callee.type !== 'MemberExpression') return false;
  const name = propertyName(callee);
  if (name === 'send') return true;
  if (name && ROUTER_METHODS.has(name) && isRouter(callee.object)) return true;
  if (name && LOCATION_METHODS.has(name) && isLocation(callee.object)) return true;
  return false;
}

function isForbiddenAssignment(node) {
  const left = unwrap(node.left);
  if (left.type !== 'MemberExpression') return false;
  // `window.location = …` and `window.location.href = …`
  if (isLocation(left)) return true;
  return propertyName(left) === 'href' && isLocation(left.object);
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid sending to actors and navigating from useEffect/useLayoutEffect in ui/' },
    schema: [],
    messages: { effectSends: MESSAGE },
  },
  create(context) {
    const { sourceCode } = context;
    /** The effect hooks' calls in this file; their callbacks are walked once the whole file is known. */
    const effectCalls = [];

    /** The callback an effect hook runs: inline, or a function of this file passed by name. */
    function callbackOf(call) {
      const first = call.arguments[0] && unwrap(call.arguments[0]);
      if (!first) return null;
      if (first.type === 'ArrowFunctionExpression' || first.type === 'FunctionExpression') return first;
      if (first.type === 'Identifier') {
        let variable = null;
        for (let scope = sourceCode.getScope(call); scope && !variable; scope = scope.upper) variable = scope.set.get(first.name) ?? null;
        const definition = variable?.defs[0];
        if (definition?.type === 'FunctionName') return definition.node;
        const init = definition?.type === 'Variable' ? definition.node.init && unwrap(definition.node.init) : null;
        if (init && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression')) return init;
      }
      return null;
    }

    /** Every node under `root`, nested functions included (timers, listeners and cleanups run from the effect too). */
    function* descendants(root) {
      const stack = [root];
      while (stack.length > 0) {
        const node = stack.pop();
        yield node;
        for (const key of sourceCode.visitorKeys[node.type] ?? []) {
          const child = node[key];
          if (Array.isArray(child)) for (const item of child) item && typeof item.type === 'string' && stack.push(item);
          else if (child && typeof child.type === 'string') stack.push(child);
        }
      }
    }

    return {
      CallExpression(node) {
        if (isEffectCall(node)) effectCalls.push(node);
      },
      'Program:exit'() {
        const reported = new Set();
        for (const call of effectCalls) {
          const callback = callbackOf(call);
          if (!callback) continue;
          for (const node of descendants(callback.body)) {
            const forbidden =
              (node.type === 'CallExpression' && isForbiddenCall(node)) ||
              (node.type === 'AssignmentExpression' && isForbiddenAssignment(node));
            if (forbidden && !reported.has(node)) {
              reported.add(node);
              context.report({ node, messageId: 'effectSends' });
            }
          }
        }
      },
    };
  },
};
