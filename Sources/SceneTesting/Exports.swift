// Tests that import SceneTesting can name comparison strategies without a second import.
@_exported import ImageComparison
