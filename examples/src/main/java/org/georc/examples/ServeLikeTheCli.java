package org.georc.examples;

import java.nio.file.Path;
import org.georc.bench.serve.ScoreServer;
import org.georc.bench.serve.ScoreService;
import org.georc.bench.serve.Serving;
import org.georc.judges.engine.ScoringEngine;

/**
 * {@code georc serve --port N [--references R]} as a Java program: the engine's judge behind
 * {@code POST /v1/score} and OpenRLHF's {@code POST /get_reward}, until SIGTERM. The server lives in
 * the georc-bench artifact (it brings Jetty); the judge is the library's engine.
 */
public final class ServeLikeTheCli {
    public static void main(String[] args) throws InterruptedException {
        Path references = args.length > 1 ? Path.of(args[1]) : null;
        try (ScoringEngine engine = ScoringEngine.builder().build();
             ScoreService service = Serving.service(engine, references).build();
             ScoreServer server = ScoreServer.builder(service).port(Integer.parseInt(args[0])).start()) {
            System.err.println("listening on port " + server.port());
            System.exit(Serving.untilSignalled(server, System.err::println) == 0 ? 0 : 1);
        }
    }
}
