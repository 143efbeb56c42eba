import net from 'node:net';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** A request whose body is still on its way when the server is told to stop: it must be answered all the same. */
export class SlowRequest {
  private answer = '';
  private closed: Promise<void>;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk) => (this.answer += chunk));
    this.closed = new Promise((resolve) => socket.on('close', () => resolve()));
  }

  static async open(url: string, target: string): Promise<SlowRequest> {
    const { hostname, port, host } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const request = new SlowRequest(socket);
    socket.write(
      `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: ${BROWSER}\r\n` +
        'X-Requested-With: XMLHttpRequest\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
    );
    return request;
  }

  /** Sends the rest of the body and reads the answer until the server closes the connection. */
  async finish(): Promise<string> {
    this.socket.write('}');
    await this.closed;
    return this.answer;
  }
}
