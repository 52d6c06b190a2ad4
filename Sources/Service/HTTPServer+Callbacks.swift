import CHTTPServer
import CMicroHTTPD
import Foundation

// libmicrohttpd calls these C functions on its own threads; they find the server through
// the context pointer, and must not be closures of `main.swift`, which would be main-actor.

let accessHandler: chttp_handler = { context, connection, url, method, upload, uploadSize, request in
    let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
    return server.handle(ConnectionHandle(pointer: connection!), url: String(cString: url!), method: String(cString: method!),
                         upload: upload, uploadSize: uploadSize!, request: request!)
}

let completedHandler: chttp_completed = { context, request in
    let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
    Unmanaged<Exchange>.fromOpaque(request!).release()
    server.requestEnded()
}

/// Collects one header or query argument into the `ValueList` behind `context`.
let collectValue: chttp_visitor = { context, key, keySize, value, valueSize in
    let list = Unmanaged<ValueList>.fromOpaque(context!).takeUnretainedValue()
    let name = String(decoding: UnsafeRawBufferPointer(start: key, count: keySize), as: UTF8.self)
    let text = String(decoding: UnsafeRawBufferPointer(start: value, count: valueSize), as: UTF8.self)
    list.values.append((name, text))
}

/// Headers or query arguments, filled by `collectValue` on the calling thread.
final class ValueList {
    var values: [(name: String, value: String)] = []
}
