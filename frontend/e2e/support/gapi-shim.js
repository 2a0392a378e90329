/*
 * Test stand-in for https://apis.google.com/js/api.js, served by Playwright
 * because the test machines have no internet access. The Firebase JS SDK and
 * the Firebase Auth emulator's helper iframe both load that script only for
 * `gapi.iframes`: a postMessage channel between the page and a hidden iframe
 * of the emulator, which relays the result of the (real) emulator popup.
 * This file implements just that channel; Firebase itself is not faked.
 */
// biome-ignore-all lint/correctness/noComponentHookFactories: Channel and Iframe are constructor functions of gapi's API, not React components
(() => {
  // biome-ignore lint/suspicious/noRedundantUseStrict: served to the browser as a classic script, where it is not redundant
  'use strict';
  var TAG = '__devpathGapiShim';
  var FILTER = 'CROSS_ORIGIN_IFRAMES_FILTER';
  var channels = [];
  var replies = {};
  var unhandled = [];
  var counter = 0;

  function Channel(getTarget) {
    this.getTarget = getTarget;
    this.handlers = {};
    this.ready = false;
    this.outbox = [];
    this.waiters = [];
  }
  Channel.prototype.post = function (message) {
    message[TAG] = true;
    if (!this.ready) {
      this.outbox.push(message);
      return;
    }
    var target = this.getTarget();
    if (target) target.postMessage(message, '*');
  };
  Channel.prototype.markReady = function () {
    if (this.ready) return;
    this.ready = true;
    var queued = this.outbox.splice(0);
    for (let i = 0; i < queued.length; i++) this.post(queued[i]);
    var waiters = this.waiters.splice(0);
    for (let j = 0; j < waiters.length; j++) waiters[j]();
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var pending = unhandled.splice(0);
    for (let i = 0; i < pending.length; i++) dispatch(pending[i].event, true);
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = `m${++counter}-${Math.random().toString(36).slice(2)}`;
    if (callback) replies[id] = callback;
    this.post({ kind: 'send', name: name, data: data, id: id });
  };
  Channel.prototype.restyle = () => Promise.resolve();
  Channel.prototype.ping = function (callback) {
    return new Promise((resolve) => {
      var done = () => {
        if (callback) callback();
        resolve();
      };
      if (this.ready) done();
      else this.waiters.push(done);
    });
  };

  function channelFor(source) {
    for (let i = 0; i < channels.length; i++) if (channels[i].getTarget() === source) return channels[i];
    return null;
  }

  function dispatch(event, fromQueue) {
    var message = event.data;
    var channel = channelFor(event.source);
    if (!channel) {
      if (!fromQueue) unhandled.push({ event: event });
      return;
    }
    if (message.kind === 'hello') {
      channel.markReady();
      // Answer so the other side knows this one listens too.
      if (!message.answer)
        channel.getTarget().postMessage({ kind: 'hello', answer: true, __devpathGapiShim: true }, '*');
      return;
    }
    if (message.kind === 'reply') {
      const callback = replies[message.id];
      delete replies[message.id];
      if (callback) callback(message.responses);
      return;
    }
    if (message.kind === 'send') {
      const handler = channel.handlers[message.name];
      if (!handler) {
        if (!fromQueue) unhandled.push({ event: event });
        else unhandled.push({ event: event });
        return;
      }
      Promise.resolve(handler(message.data)).then((result) => {
        event.source.postMessage({ kind: 'reply', id: message.id, responses: [result], __devpathGapiShim: true }, '*');
      });
    }
  }

  window.addEventListener('message', (event) => {
    if (event.data?.[TAG] !== true) return;
    dispatch(event, false);
  });

  var parentChannel = null;
  var context = {
    // Page side: opens the emulator's helper iframe.
    open: (options, onOpen) => {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach((name) => {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      frame.src = options.url;
      var channel = new Channel(() => frame.contentWindow);
      channels.push(channel);
      (options.where || document.body).appendChild(frame);
      var pending = unhandled.splice(0);
      for (let i = 0; i < pending.length; i++) dispatch(pending[i].event, true);
      return Promise.resolve(onOpen ? onOpen(channel) : channel);
    },
    // Iframe side: the channel to the page that embeds it.
    getParentIframe: () => {
      if (!parentChannel) {
        parentChannel = new Channel(() => window.parent);
        parentChannel.ready = true;
        channels.push(parentChannel);
        window.parent.postMessage({ kind: 'hello', __devpathGapiShim: true }, '*');
      }
      return parentChannel;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
    Iframe: function Iframe() {},
    getContext: () => context,
  };
  window.gapi.load = (_name, options) => {
    var callback = typeof options === 'function' ? options : options?.callback;
    setTimeout(() => {
      if (callback) callback();
    }, 0);
  };

  // Call the loader callbacks: ?onload=<name> (the SDK) or window.gapi_onload (the emulator iframe).
  var script = document.currentScript;
  var onload = script?.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
