/// Scenario files: a line-based language to set up, act on and check a sandbox.
