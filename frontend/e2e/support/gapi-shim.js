/*
 * Test stand-in for https://apis.google.com/js/api.js, served by Playwright
 * because the test machines have no internet access. The Firebase JS SDK and
 * the Firebase Auth emulator's helper iframe both load that script only for
 * `gapi.iframes`: a postMessage channel between the page and a hidden iframe
 * of the emulator, which relays the result of the (real) emulator popup.
 * This file implements just that channel; Firebase itself is not faked.
 */
(function () {
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
    for (var i = 0; i < queued.length; i++) this.post(queued[i]);
    var waiters = this.waiters.splice(0);
    for (var j = 0; j < waiters.length; j++) waiters[j]();
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var pending = unhandled.splice(0);
    for (var i = 0; i < pending.length; i++) dispatch(pending[i].event, true);
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = 'm' + ++counter + '-' + Math.random().toString(36).slice(2);
    if (callback) replies[id] = callback;
    this.post({ kind: 'send', name: name, data: data, id: id });
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };
  Channel.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      var done = function () {
        if (callback) callback();
        resolve();
      };
      if (self.ready) done();
      else self.waiters.push(done);
    });
  };

  function channelFor(source) {
    for (var i = 0; i < channels.length; i++) if (channels[i].getTarget() === source) return channels[i];
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
      var callback = replies[message.id];
      delete replies[message.id];
      if (callback) callback(message.responses);
      return;
    }
    if (message.kind === 'send') {
      var handler = channel.handlers[message.name];
      if (!handler) {
        if (!fromQueue) unhandled.push({ event: event });
        else unhandled.push({ event: event });
        return;
      }
      Promise.resolve(handler(message.data)).then(function (result) {
        event.source.postMessage({ kind: 'reply', id: message.id, responses: [result], __devpathGapiShim: true }, '*');
      });
    }
  }

  window.addEventListener('message', function (event) {
    if (!event.data || event.data[TAG] !== true) return;
    dispatch(event, false);
  });

  var parentChannel = null;
  var context = {
    // Page side: opens the emulator's helper iframe.
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      frame.src = options.url;
      var channel = new Channel(function () {
        return frame.contentWindow;
      });
      channels.push(channel);
      (options.where || document.body).appendChild(frame);
      var pending = unhandled.splice(0);
      for (var i = 0; i < pending.length; i++) dispatch(pending[i].event, true);
      return Promise.resolve(onOpen ? onOpen(channel) : channel);
    },
    // Iframe side: the channel to the page that embeds it.
    getParentIframe: function () {
      if (!parentChannel) {
        parentChannel = new Channel(function () {
          return window.parent;
        });
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
    getContext: function () {
      return context;
    },
  };
  window.gapi.load = function (_name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () {
      if (callback) callback();
    }, 0);
  };

  // Call the loader callbacks: ?onload=<name> (the SDK) or window.gapi_onload (the emulator iframe).
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
