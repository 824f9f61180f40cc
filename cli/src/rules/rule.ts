// A planner rule: one "fit the project" decision that leaves a piece out,
// over the project's snapshot and what the reader asked, with the note that
// says why. rules/index.ts lists them in the order they apply; each has a
// unit test over a project built in memory (cli/test/unit/).
import type {Options, Piece} from '../choices.ts';
import type {Project} from '../detect.ts';
import type {OtherTool} from '../otherTools.ts';
import type {Note, Request} from '../planTypes.ts';
import type {PrettierFit} from '../prettierFit.ts';

export type RuleContext = {
  project: Project;
  request: Request;
  existing: boolean;
  /** Prettier's measured fit to the project's code, where it was measured. */
  prettierFit?: PrettierFit;
  /** The pieces still chosen: the rules before this one may have left some out. */
  chosen: ReadonlySet<Piece>;
  /** Every dependency the project's package.json lists, by name. */
  dependencies: Readonly<Record<string, string>>;
  /** The project's installed TypeScript is 7 or later. */
  typescript7: boolean;
};

export type Decision = {
  drop: readonly Piece[];
  note: Note;
  /** The project's own tool, which runs at commit time in the dropped piece's place. */
  standIn?: OtherTool;
  /** The project's hook manager, which now runs the commit-message check. */
  hookRunner?: Options['hookRunner'];
  /** husky stays for the commit rules even where lint-staged has nothing to run. */
  commitRulesOnly?: true;
};

export type PieceRule = {
  /** What the rule keeps from happening, in a few words. */
  name: string;
  decide: (context: RuleContext) => readonly Decision[];
};
