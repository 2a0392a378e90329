// Reference servers for the benchmark: a bare NestJS-on-Express app with one hello endpoint,
// and a bare Node http server. Usage: node bare-servers.mjs nest|node <port>
import 'reflect-metadata';
import { createServer } from 'node:http';

const [kind, port] = [process.argv[2], Number(process.argv[3])];

if (kind === 'node') {
  createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"hello":"world"}');
  }).listen(port, '127.0.0.1', () => console.log('ready'));
} else {
  const { Controller, Get, Module } = await import('@nestjs/common');
  const { NestFactory } = await import('@nestjs/core');
  class HelloController {
    hello() {
      return { hello: 'world' };
    }
  }
  Controller()(HelloController);
  Get('hello')(HelloController.prototype, 'hello', Object.getOwnPropertyDescriptor(HelloController.prototype, 'hello'));
  class HelloModule {}
  Module({ controllers: [HelloController] })(HelloModule);
  const app = await NestFactory.create(HelloModule, { logger: false });
  await app.listen(port, '127.0.0.1');
  console.log('ready');
}
