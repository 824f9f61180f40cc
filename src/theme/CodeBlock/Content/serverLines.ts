// ./useLines.ts for the server build: the lines are drawn into the page's HTML.
import drawLines from './drawLines';

export default function useLines(): typeof drawLines {
  return drawLines;
}
