import Foundation
import Service

// `render-cli serve` runs this program, so that the HTTP server's libraries load only for
// the service and a plain render starts without them.
exit(ServeCommand.run(Array(CommandLine.arguments.dropFirst())))
