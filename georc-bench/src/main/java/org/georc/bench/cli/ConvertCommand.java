package org.georc.bench.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.georc.core.chain.ChainParser;
import org.georc.core.inputs.FolderConversion;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.output.OutputPaths;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code georc convert}: the JSONL forms of a GeoRC folder. */
@Command(name = "convert", header = "Write the JSONL forms of a folder in the released GeoRC layout",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Writes the JSONL forms of a folder in the released GeoRC layout:",
            "  references: one line per (location, expert): {\"id\": \"<challenge>/<round>\", \"expert\": k, \"chain\",",
            "              \"image\" (relative to the output file), \"country\", \"location\", \"lat\", \"lon\"};",
            "  candidates: one line per candidate file: {\"id\", \"model\", \"chain\"}.",
            "Chains are copied as written (each round's section of Human_Chain_<k>.txt, each candidate file), so",
            "scoring the JSONL gives the same scores as scoring the folder. Both files are written whole."})
final class ConvertCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--references", required = true, paramLabel = "DIR", description = "a GeoRC folder")
    Path references;

    @Option(names = "--output-references", required = true, paramLabel = "R.jsonl", description = "reference lines")
    Path outputReferences;

    @Option(names = "--output-candidates", paramLabel = "C.jsonl", description = "candidate lines")
    Path outputCandidates;

    @Option(names = "--candidate-pattern", paramLabel = "PREFIX",
            description = "also read files PREFIX<round>.txt as the candidates of --candidate-model")
    String candidatePattern;

    @Option(names = "--candidate-model", paramLabel = "NAME", description = "the model of the --candidate-pattern files")
    String candidateModel;

    @Option(names = "--ignore-unknown-files",
            description = "list files outside the GeoRC layout on stderr and go on (default: an error)")
    boolean ignoreUnknownFiles;

    @Override
    public Integer call() {
        if (OutputPaths.isStdout(outputReferences) && OutputPaths.isStdout(outputCandidates)) {
            throw new IllegalArgumentException("only one of --output-references and --output-candidates can be -");
        }
        if (!Files.isDirectory(references)) {
            throw new IllegalArgumentException("--references must be a GeoRC folder; " + references + " is not a folder");
        }
        OutputPaths.refuseInputs(outputReferences, "--output-references", references);
        if (outputCandidates != null) {
            OutputPaths.refuseSame(outputCandidates, "--output-candidates", outputReferences, "--output-references");
            OutputPaths.refuseInputs(outputCandidates, "--output-candidates", references);
        }
        PrintWriter err = spec.commandLine().getErr();
        GeorcDirectory.Dataset d = GeorcDirectory.read(references, GeorcDirectory.Options.builder()
                .referenceParser(ChainParser.DEFAULT).ignoreUnknownFiles(ignoreUnknownFiles)
                .candidatePattern(candidatePattern, candidateModel).maxChainChars(Integer.MAX_VALUE).build());
        d.notes().forEach(n -> err.println("note: " + n));
        FolderConversion.write(d, outputReferences, outputCandidates, spec.commandLine().getOut(), err::println);
        return 0;
    }
}
