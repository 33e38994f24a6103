/**
 * Families of transaction types, named as the rules use them.
 */

export function isRonType(type: string): boolean {
  return type === 'DEAL_IN' || type === 'DEAL_IN_PAO';
}

export function isTsumoType(type: string): boolean {
  return type === 'SELF_DRAW' || type === 'SELF_DRAW_PAO';
}

export function isPaoType(type: string): boolean {
  return type === 'DEAL_IN_PAO' || type === 'SELF_DRAW_PAO';
}
