export function greeting(title: string, now: Date = new Date()): string {
  const hour = now.getHours();
  const partOfDay = hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
  return `Good ${partOfDay}, welcome to ${title}.`;
}
