import {commitTypes} from '../../data/commitTypes.ts';

export type HeaderCheck =
  {kind: 'empty'} | {kind: 'shape'} | {kind: 'type'; type: string} | {kind: 'ok'; type: string};

const headerShape = /^(?<type>[^():!\s]+)(?:\([^()]+\))?!?: \S/u;

export function checkHeader(header: string): HeaderCheck {
  const trimmed = header.trim();
  if (trimmed === '') {
    return {kind: 'empty'};
  }
  const type = headerShape.exec(trimmed)?.groups?.type;
  if (type === undefined) {
    return {kind: 'shape'};
  }
  return (commitTypes as readonly string[]).includes(type)
    ? {kind: 'ok', type}
    : {kind: 'type', type};
}
