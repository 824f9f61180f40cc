// The command's flags, its --help text and its exit codes. The CLI reference
// page shows the same text, so the page and the command cannot disagree.
import {kinds, pieces, typescriptSetups} from './choices.ts';
import {guideUrl, type Language} from './guides.ts';
import {packageManagers} from './packageManagers.ts';

export const commandName = 'create-setup-essentials';

export const exitCodes = {
  /** Done, nothing to do, or a dry run. */
  done: 0,
  /** A step or a check failed (an existing project is put back), or `check` found something. */
  failed: 1,
  /** Unknown flag or value. */
  usage: 2,
  /** Refused before writing anything: the folder, a prerequisite, or a file in the way. */
  refused: 3,
  /** Stopped with Ctrl+C (128 + SIGINT, as shells report it): see the help's exit codes. */
  interrupted: 130,
} as const;

const list = (values: readonly string[]) => values.join('|');
const managers = packageManagers.map(({value}) => value);

/**
 * A comma-separated list of ASCII names broken to fit 80 terminal columns
 * after a label `indent` columns wide; later lines are indented as much.
 */
function wrapList(values: readonly string[], indent: number): string {
  const lines: string[] = [];
  for (const [index, value] of values.entries()) {
    const word = index < values.length - 1 ? `${value},` : value;
    const last = lines.at(-1);
    if (last !== undefined && indent + last.length + 1 + word.length <= 80) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines.join(`\n${' '.repeat(indent)}`);
}

const help: Record<Language, string> = {
  en: `Usage: npx -y <address> [options]
       npx -y <address> check

<address>: the package's address on the command's page,
  ${guideUrl('en', 'command')}
  (npx ${commandName} once the package is on the npm registry)

Sets up ESLint, Prettier, TypeScript, husky with lint-staged, commitlint, a
commit message template, environment files, VS Code settings, a Lighthouse
command and the Node.js version in the current folder: an empty folder (a new
project) or an existing JavaScript or TypeScript project, whose files and
scripts it keeps. It shows its plan first; --dry-run shows every change as a
diff and changes nothing. "check" verifies a set-up project (hooks active,
configs found, versions installed) and changes nothing.

Options:
  --pm <${list(managers)}>
                      package manager (default: the project's lockfile or
                      packageManager field, else npm)
  --kind <${list(kinds)}>  project kind (default: vite in an empty folder; in a
                      project, vite when it depends on Vite, else node)
  --typescript <${list(typescriptSetups)}>
                      TypeScript setup (default: 7-beside-6 when TypeScript 7
                      is installed, else 6)
  --without <pieces>  pieces to leave out, separated by commas
  --with <pieces>     pieces to add even where the project's own tools would
                      keep them out (its linter, formatter or code style)
  --dry-run           print the plan and a diff of every change; change nothing
  --verify <checks|all>
                      in a project: its lint, type and format checks must
                      pass after as before (default); all adds its test and
                      build scripts
  -y, --yes           ask nothing: take the flags and what was detected
  --lang <en|ko>      language of the messages and the commit template
                      (default: from LANG)
  -h, --help          show this help
  -v, --version       show the version

Pieces: ${wrapList(pieces, 8)}

Exit codes:
  0  done, nothing to do, or a dry run
  1  a step or a check failed (in an existing project everything was put
     back; in a new one, run again to finish), or "check" found something
  2  an unknown option or value
  3  refused before writing anything: not a project folder, a missing
     prerequisite, or a file in the way
  130  stopped with Ctrl+C: at a question nothing was changed; during a step
       an existing project is put back, a new one finishes when run again
  129, 143  the same for a closed terminal (SIGHUP) and kill (SIGTERM)
`,
  ko: `사용법: npx -y <주소> [옵션]
        npx -y <주소> check

<주소>: 설정 명령 페이지에 있는 패키지 주소
  ${guideUrl('ko', 'command')}
  (패키지가 npm 레지스트리에 올라간 뒤에는 npx ${commandName})

현재 폴더에 ESLint, Prettier, TypeScript, husky와 lint-staged, commitlint,
커밋 메시지 템플릿, 환경 변수 파일, VS Code 설정, Lighthouse 명령,
Node.js 버전을 설정합니다. 빈 폴더(새 프로젝트)나 기존 JavaScript·TypeScript
프로젝트에서 실행하며, 기존 프로젝트의 파일과 스크립트는 그대로 둡니다.
먼저 계획을 보여 주고, --dry-run은 모든 변경을 diff로 보여 줄 뿐 아무것도
바꾸지 않습니다. "check"는 설정을 마친 프로젝트를 검사할 뿐(훅이 켜져 있는지,
설정 파일과 설치된 버전이 맞는지) 아무것도 바꾸지 않습니다.

옵션:
  --pm <${list(managers)}>
                      패키지 매니저(기본값: 프로젝트의 잠금 파일이나
                      packageManager 필드, 없으면 npm)
  --kind <${list(kinds)}>  프로젝트 종류(기본값: 빈 폴더에서는 vite, 프로젝트에서는
                      Vite에 의존하면 vite, 아니면 node)
  --typescript <${list(typescriptSetups)}>
                      TypeScript 구성(기본값: TypeScript 7이 설치되어 있으면
                      7-beside-6, 아니면 6)
  --without <항목>    뺄 항목, 쉼표로 구분
  --with <항목>       프로젝트의 도구(린터, 포매터, 코드 스타일) 때문에
                      빠지더라도 추가할 항목
  --dry-run           계획과 모든 변경의 diff만 출력하고 아무것도 바꾸지 않음
  --verify <checks|all>
                      기존 프로젝트에서 설정 전과 후에 통과해야 할 검사: 린트·
                      타입·포맷 검사(기본값), all이면 test와 build 스크립트도
  -y, --yes           묻지 않고 옵션과 감지한 값으로 진행
  --lang <en|ko>      메시지와 커밋 템플릿의 언어(기본값: LANG에서 판단)
  -h, --help          이 도움말 표시
  -v, --version       버전 표시

항목: ${wrapList(pieces, 6)}

종료 코드:
  0  완료, 바꿀 것 없음, 또는 미리 보기(dry run)
  1  어떤 단계나 검사가 실패함(기존 프로젝트는 모두 되돌림, 새 프로젝트는
     다시 실행하면 마저 끝냄), 또는 "check"가 고칠 것을 찾음
  2  알 수 없는 옵션이나 값
  3  아무것도 쓰기 전에 거부함: 프로젝트 폴더가 아님, 필요한 도구가 없음,
     또는 파일이 가로막음
  130  Ctrl+C로 멈춤: 질문에서는 아무것도 바꾸지 않음, 단계 도중이면 기존
       프로젝트는 되돌리고, 새 프로젝트는 다시 실행하면 마저 끝냄
  129, 143  터미널을 닫았을 때(SIGHUP)와 kill(SIGTERM)도 마찬가지
`,
};

export function helpText(language: Language): string {
  return help[language];
}
