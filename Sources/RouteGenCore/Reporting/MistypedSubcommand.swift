/// Recognises `routegen chek Sources`: without this, argument-parser hands `chek` to the default
/// command as a path, and the user reads "no such file or directory: chek".
import RouteGenModel

package enum MistypedSubcommand {
    /// The subcommand `argument` looks like a typo of, when it is neither an option, a subcommand
    /// nor an existing path, and has no path-like `/` or `.` in it.
    package static func suggestion(for argument: String, subcommands: [String], pathExists: (String) -> Bool) -> String?
    {
        guard !argument.hasPrefix("-"), !subcommands.contains(argument),
            !argument.contains("/"), !argument.contains("."), !pathExists(argument)
        else { return nil }
        return Suggestion.closest(to: argument, among: subcommands, maxDistance: 2)
    }
}
