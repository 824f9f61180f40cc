// The planner's rules that leave a piece out, in the order they apply: a rule
// sees the pieces the ones before it left. CONTRIBUTING.md says how to add one.
import {legacyEslintConfig} from './eslint/legacyConfig.ts';
import {eslintWithTypeScript7} from './eslint/typescript7.ts';
import {ownHookManager} from './hooks/hookManager.ts';
import {oldHusky} from './hooks/oldHusky.ts';
import {hooksInGitFolder, huskyElsewhere, ownCoreHooksPath} from './hooks/ownHooks.ts';
import {lighthouseNeedsPreview} from './lighthouse/needsPreview.ts';
import {lighthouseOptIn} from './lighthouse/optIn.ts';
import {commitRulesAtTop} from './monorepo/commitRulesAtTop.ts';
import {nodePinsAtTop} from './monorepo/nodePinsAtTop.ts';
import {toolInPackages} from './monorepo/toolInPackages.ts';
import {nodeTooOld} from './node/tooOld.ts';
import {ownLinterAndFormatter} from './otherTools.ts';
import {prettierRewritesMuch} from './prettier/rewritesMuch.ts';
import type {Options, Piece} from '../choices.ts';
import type {OtherTool} from '../otherTools.ts';
import type {Note} from '../planTypes.ts';
import type {PieceRule, RuleContext} from './rule.ts';
import {noTsconfig} from './typescript/noTsconfig.ts';
import {untypedForComponents} from './typescript/untypedComponents.ts';

export const pieceRules: readonly PieceRule[] = [
  lighthouseOptIn,
  lighthouseNeedsPreview,
  ownLinterAndFormatter,
  toolInPackages,
  nodePinsAtTop,
  commitRulesAtTop,
  prettierRewritesMuch,
  legacyEslintConfig,
  noTsconfig,
  untypedForComponents,
  eslintWithTypeScript7,
  ownHookManager,
  oldHusky,
  ownCoreHooksPath,
  huskyElsewhere,
  hooksInGitFolder,
  nodeTooOld,
];

/** The pieces left after every rule, with the rules' notes, stand-ins and hook runner, in order. */
export function decidePieces(
  context: Omit<RuleContext, 'chosen'>,
  asked: ReadonlySet<Piece>,
  rules: readonly PieceRule[] = pieceRules,
): {
  chosen: Set<Piece>;
  notes: Note[];
  /** Each piece a rule left out, with that rule's note: the reason to give for it. */
  dropped: Map<Piece, Note>;
  standIns: OtherTool[];
  hookRunner?: Options['hookRunner'];
  commitRulesOnly?: true;
} {
  const chosen = new Set(asked);
  const notes: Note[] = [];
  const dropped = new Map<Piece, Note>();
  const standIns: OtherTool[] = [];
  let hookRunner: Options['hookRunner'];
  let commitRulesOnly: true | undefined;
  for (const rule of rules) {
    for (const decision of rule.decide({...context, chosen})) {
      notes.push(decision.note);
      decision.drop.forEach((piece) => {
        if (chosen.delete(piece)) {
          dropped.set(piece, decision.note);
        }
      });
      standIns.push(...(decision.standIn ? [decision.standIn] : []));
      hookRunner = decision.hookRunner ?? hookRunner;
      commitRulesOnly = decision.commitRulesOnly ?? commitRulesOnly;
    }
  }
  return {
    chosen,
    notes,
    dropped,
    standIns,
    ...(hookRunner ? {hookRunner} : {}),
    ...(commitRulesOnly ? {commitRulesOnly} : {}),
  };
}
