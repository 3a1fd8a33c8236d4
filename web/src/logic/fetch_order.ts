// A game's messages reach the page two ways: pushed over the socket, and fetched over HTTP (on
// opening the game, and after a missed move). A fetch answered after a push may carry an older
// state than the push (the server answered the fetch first), and showing it would undo the
// push: when the seat is then to act, nothing more is pushed and the page waits for ever. So a
// fetch counts only when no push arrived while it was on its way; when one did, that push is
// at least as new, and the server pushes every later change.
export class FetchOrder {
  private pushes = 0;

  // Call for every pushed message, before showing it.
  pushed(): void {
    this.pushes++;
  }

  // Call as a fetch starts; the function it returns says, when the answer comes, whether that
  // answer may still be shown.
  fetchStarted(): () => boolean {
    const seen = this.pushes;
    return () => this.pushes === seen;
  }
}
